import { mailOutboxDir, resolveMediaBinaries } from '@genalpha/shared';
import { LocalEnvironment } from './environment';

/** What a person needs to know once `npm start` is ready: where to open it and what it runs on. */
export interface StartupFacts {
  urls: string[];
  dataDir: string;
  database: string;
  redis: string;
  ffmpeg: string;
  ffprobe: string;
  /** The SMTP server, or the outbox folder mail is written to without one. */
  mail: string;
}

/** A connection string as it may be shown: without its password. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export function startupFacts(local: LocalEnvironment): StartupFacts {
  const { config, embeddedDatabase } = local;
  // With PUBLIC_URL unset, the app answers as itself at both loopback names.
  const urls = local.env.PUBLIC_URL?.trim() ? [config.publicUrl] : [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  const database = embeddedDatabase
    ? `embedded PostgreSQL on port ${embeddedDatabase.port} (data in ${embeddedDatabase.databaseDir})`
    : withoutPassword(local.env.DATABASE_URL!);
  const redis = withoutPassword(config.redisUrl) + (local.startedRedis ? ` (redis-server started for this run, data in ${local.dataDir}/redis)` : '');
  const { ffmpeg, ffprobe, sources } = resolveMediaBinaries(config);
  const mail = config.smtpUrl ? withoutPassword(config.smtpUrl) : `no SMTP_URL: outbox ${mailOutboxDir(local.dataDir)} (each mail's link is printed here)`;
  return { urls, dataDir: local.dataDir, database, redis, ffmpeg: `${ffmpeg} (${sources.ffmpeg})`, ffprobe: `${ffprobe} (${sources.ffprobe})`, mail };
}

export function bannerText(facts: StartupFacts): string {
  const rows: Array<[string, string]> = [
    ['Open', facts.urls.join('  or  ')],
    ['Data', facts.dataDir],
    ['Database', facts.database],
    ['Redis', facts.redis],
    ['ffmpeg', facts.ffmpeg],
    ['ffprobe', facts.ffprobe],
    ['Mail', facts.mail],
  ];
  return ['', '  GenAlpha is ready', '', ...rows.map(([label, value]) => `  ${label.padEnd(10)}${value}`), '', '  Ctrl-C stops everything.', '', ''].join('\n');
}

/** Where the launcher asks whether the API is ready: a wildcard HOST is reached on loopback. */
export function readinessUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}/api/health/ready`;
}
