import { isIP } from 'node:net';
import { parseAdminEmails } from '../moderation/roles';
import { NOTIFICATION_STREAMS_MAX_DEFAULT, UPLOAD_QUOTA_DEFAULTS } from '../domain/quotas';

export type StorageDriver = 'local' | 's3';

/** The server's `trustProxy`: how many proxies, or which proxy addresses, may say who the client is (X-Forwarded-For). */
export type TrustProxy = number | string[];

/** The injection token of the AppConfig, in the API and the worker alike. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** Unset means the launcher provides an embedded PostgreSQL and sets it. */
  databaseUrl: string | undefined;
  redisUrl: string;
  /** Prefix for every Redis key this process writes, so test runs never collide. */
  redisPrefix: string;
  sessionSecret: string | undefined;
  gateCode: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was given; without it, localhost, 127.0.0.1 and [::1] on PORT are all the app's own origin. */
  publicUrlGiven: boolean;
  trustProxy: TrustProxy;
  dataDir: string;
  storageDriver: StorageDriver;
  s3: { endpoint?: string; publicEndpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };
  admin: { user?: string; password?: string };
  /** Accounts made `admin` when they register or sign in (lower-case). */
  adminEmails: string[];
  /** Open notification streams one API process holds at most; beyond it a new one answers 503. */
  notificationStreamsMax: number;
  /** SMTP_URL (smtp: or smtps:); unset, the worker writes each mail to the outbox under the data folder. */
  smtpUrl: string | undefined;
  /** The From of every mail (MAIL_FROM). */
  mailFrom: string;
  ffmpegPath?: string;
  ffprobePath?: string;
  /** C2PA_TRUST_ANCHORS: PEM files or folders of them (comma-separated) trusted beside the shipped anchors. */
  c2paTrustAnchors?: string;
  logLevel: string;
  /** Where the Prometheus exposition (/metrics) is served: the API on `port`, the worker on `workerPort`; unset, not served (the admin health view reads the process's metrics all the same). Never the public PORT. */
  metrics: MetricsListen;
  /** Multiplies every rate limit and upload quota (load tests raise it; 1 in production). */
  rateLimitScale: number;
  /** Per-user upload limits over the last hour and the last 24 hours (uploads issued, bytes received). */
  uploadQuota: UploadQuotaLimits;
  /** Days a deleted account waits (hidden, sign-in offers to cancel) before its purge; 0 purges at once. */
  accountDeletionGraceDays: number;
  /** Replaces every rate limit's window, in seconds (tests, so a limit recovers in a second, not minutes); never set from the environment. */
  rateLimitWindowSeconds?: number;
  /** Replaces every backfill's time limit per video, in ms (tests, so a hung ffmpeg is stopped in seconds, not minutes); never set from the environment. */
  backfillVideoTimeoutMs?: number;
}

export interface MetricsListen {
  /** METRICS_PORT: the API's metrics port (the cluster primary's when API_PROCESSES > 1). */
  port: number | undefined;
  /** WORKER_METRICS_PORT: the worker's. */
  workerPort: number | undefined;
  /** METRICS_HOST: the interface both listen on (127.0.0.1 unless set; Compose sets 0.0.0.0 inside its network, unpublished). */
  host: string;
}

export interface UploadQuotaLimits {
  countPerHour: number;
  countPerDay: number;
  bytesPerHour: number;
  bytesPerDay: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT') ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be an integer between 0 and 65535 (got "${raw}")`);
  }
  return port;
}

/** An optional port (1–65535) that must differ from PORT: metrics are never served on the public port. */
function readOptionalPort(env: Env, name: string, publicPort: number): number | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(name, `must be an integer between 1 and 65535 (got "${raw}")`);
  if (port === publicPort) throw new ConfigError(name, `must differ from PORT (${publicPort}): metrics are never served on the public port`);
  return port;
}

function readPositiveNumber(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(name, `must be a positive number (got "${raw}")`);
  return value;
}

const BYTE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** A byte count: `1073741824`, `500MB`, `10GB` (binary units; `B`, `KB`/`K`… in any case). */
function readBytes(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?$/i.exec(raw);
  const bytes = match ? Math.floor(Number(match[1]) * BYTE_UNITS[match[2].toLowerCase()]) : NaN;
  if (!(bytes > 0)) throw new ConfigError(name, `must be a positive number of bytes such as 5GB (got "${raw}")`);
  return bytes;
}

function readNonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, 0 or more (got "${raw}")`);
  return Number(raw);
}

function readPositiveInteger(env: Env, name: string, fallback: number): number {
  const value = readPositiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new ConfigError(name, `must be a whole number (got "${read(env, name)}")`);
  return value;
}

function readUrl(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must use one of ${protocols.join(', ')} (got "${url.protocol}")`);
  }
  return raw;
}

/** Names proxy-addr knows for address ranges. */
const TRUSTED_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (TRUSTED_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function readTrustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY') ?? 'loopback';
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError('TRUST_PROXY', `must be a hop count or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${bad}")`);
  }
  return entries;
}

function readMetricsListen(env: Env, publicPort: number): MetricsListen {
  const listen = {
    port: readOptionalPort(env, 'METRICS_PORT', publicPort),
    workerPort: readOptionalPort(env, 'WORKER_METRICS_PORT', publicPort),
    host: read(env, 'METRICS_HOST') ?? '127.0.0.1',
  };
  if (listen.port !== undefined && listen.port === listen.workerPort) {
    throw new ConfigError('WORKER_METRICS_PORT', `must differ from METRICS_PORT (${listen.port}) when both run on one machine`);
  }
  if (isIP(listen.host) === 0 && listen.host !== 'localhost')
    throw new ConfigError('METRICS_HOST', `must be an IP address or localhost (got "${listen.host}")`);
  return listen;
}

/** Reads and validates the environment once; throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = readPort(env);
  const storageDriver = (read(env, 'STORAGE_DRIVER') ?? 'local') as StorageDriver;
  if (storageDriver !== 'local' && storageDriver !== 's3') {
    throw new ConfigError('STORAGE_DRIVER', `must be "local" or "s3" (got "${storageDriver}")`);
  }
  const s3 = {
    endpoint: readUrl(env, 'S3_ENDPOINT', undefined, ['http:', 'https:']),
    /** Where browsers reach the store, when it differs from S3_ENDPOINT (e.g. MinIO inside docker compose). */
    publicEndpoint: readUrl(env, 'S3_PUBLIC_ENDPOINT', undefined, ['http:', 'https:']),
    bucket: read(env, 'S3_BUCKET'),
    region: read(env, 'S3_REGION'),
    accessKeyId: read(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: read(env, 'S3_SECRET_ACCESS_KEY'),
  };
  if (storageDriver === 's3' && !s3.bucket) {
    throw new ConfigError('S3_BUCKET', 'is required when STORAGE_DRIVER is "s3"');
  }
  const sessionSecret = read(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters long');
  }
  const admin = { user: read(env, 'ADMIN_USER'), password: read(env, 'ADMIN_PASSWORD') };
  if (Boolean(admin.user) !== Boolean(admin.password)) {
    throw new ConfigError(admin.user ? 'ADMIN_PASSWORD' : 'ADMIN_USER', 'must be set together with the other one');
  }
  const publicUrl = (readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string).replace(/\/+$/, '');
  return {
    nodeEnv: read(env, 'NODE_ENV') ?? 'development',
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: readUrl(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])!,
    redisPrefix: read(env, 'REDIS_PREFIX') ?? 'genalpha',
    sessionSecret,
    gateCode: read(env, 'GATE_CODE') ?? 'generationalpha',
    publicUrl,
    publicUrlGiven: read(env, 'PUBLIC_URL') !== undefined,
    trustProxy: readTrustProxy(env),
    dataDir: read(env, 'DATA_DIR') ?? '.data',
    storageDriver,
    s3,
    admin,
    adminEmails: parseAdminEmails(read(env, 'ADMIN_EMAILS')),
    notificationStreamsMax: readPositiveInteger(env, 'NOTIFICATION_STREAMS_MAX', NOTIFICATION_STREAMS_MAX_DEFAULT),
    smtpUrl: readUrl(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: read(env, 'MAIL_FROM') ?? `GenAlpha <no-reply@${new URL(publicUrl).hostname}>`,
    ffmpegPath: read(env, 'FFMPEG_PATH'),
    ffprobePath: read(env, 'FFPROBE_PATH'),
    c2paTrustAnchors: read(env, 'C2PA_TRUST_ANCHORS'),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    metrics: readMetricsListen(env, port),
    rateLimitScale: readPositiveNumber(env, 'RATE_LIMIT_SCALE', 1),
    accountDeletionGraceDays: readNonNegativeInteger(env, 'ACCOUNT_DELETION_GRACE_DAYS', 7),
    uploadQuota: {
      countPerHour: readPositiveInteger(env, 'UPLOAD_QUOTA_COUNT_PER_HOUR', UPLOAD_QUOTA_DEFAULTS.countPerHour),
      countPerDay: readPositiveInteger(env, 'UPLOAD_QUOTA_COUNT_PER_DAY', UPLOAD_QUOTA_DEFAULTS.countPerDay),
      bytesPerHour: readBytes(env, 'UPLOAD_QUOTA_BYTES_PER_HOUR', UPLOAD_QUOTA_DEFAULTS.bytesPerHour),
      bytesPerDay: readBytes(env, 'UPLOAD_QUOTA_BYTES_PER_DAY', UPLOAD_QUOTA_DEFAULTS.bytesPerDay),
    },
  };
}
