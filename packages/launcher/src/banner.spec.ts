import { loadConfig, resolveMediaBinaries } from '@genalpha/shared';
import { bannerText, readinessUrl, startupFacts } from './banner';
import { LocalEnvironment } from './environment';

function environment(env: NodeJS.ProcessEnv, extra: Partial<LocalEnvironment> = {}): LocalEnvironment {
  return { env, config: loadConfig(env), dataDir: '/srv/genalpha/.data', startedRedis: false, stop: async () => undefined, ...extra };
}

describe('the start-up banner', () => {
  it('with PUBLIC_URL unset, offers both loopback addresses, the embedded database, the Redis started and the media binaries', () => {
    const local = environment(
      { PORT: '3100', DATABASE_URL: 'postgres://postgres:s3cret@127.0.0.1:41234/genalpha' },
      {
        embeddedDatabase: {
          url: 'postgres://postgres:s3cret@127.0.0.1:41234/genalpha',
          port: 41234,
          databaseDir: '/srv/genalpha/.data/postgres',
          stop: async () => undefined,
        },
        startedRedis: true,
      },
    );
    const facts = startupFacts(local);
    const binaries = resolveMediaBinaries(local.config);
    expect(facts).toEqual({
      urls: ['http://localhost:3100', 'http://127.0.0.1:3100'],
      dataDir: '/srv/genalpha/.data',
      database: 'embedded PostgreSQL on port 41234 (data in /srv/genalpha/.data/postgres)',
      redis: 'redis://127.0.0.1:6379 (redis-server started for this run, data in /srv/genalpha/.data/redis)',
      ffmpeg: `${binaries.ffmpeg} (${binaries.sources.ffmpeg})`,
      ffprobe: `${binaries.ffprobe} (${binaries.sources.ffprobe})`,
      mail: "no SMTP_URL: outbox /srv/genalpha/.data/outbox (each mail's link is printed here)",
    });
    const text = bannerText(facts);
    expect(text).toContain('Open      http://localhost:3100  or  http://127.0.0.1:3100');
    expect(text).toContain("Mail      no SMTP_URL: outbox /srv/genalpha/.data/outbox (each mail's link is printed here)");
    expect(text).not.toContain('s3cret');
  });

  it('with PUBLIC_URL and DATABASE_URL set, shows them, never a password', () => {
    const facts = startupFacts(
      environment({
        PUBLIC_URL: 'https://genalpha.example',
        DATABASE_URL: 'postgres://genalpha:s3cret@db.internal:5432/genalpha',
        REDIS_URL: 'redis://:pw@cache:6379',
        SMTP_URL: 'smtp://mailer:s3cret@smtp.example:587',
      }),
    );
    expect(facts.urls).toEqual(['https://genalpha.example']);
    expect(facts.database).toBe('postgres://genalpha@db.internal:5432/genalpha');
    expect(facts.redis).toBe('redis://cache:6379');
    expect(facts.mail).toBe('smtp://mailer@smtp.example:587');
  });

  it('asks a wildcard HOST on loopback whether the API is ready', () => {
    expect(readinessUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000/api/health/ready');
    expect(readinessUrl('::', 3000)).toBe('http://[::1]:3000/api/health/ready');
    expect(readinessUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000/api/health/ready');
  });
});
