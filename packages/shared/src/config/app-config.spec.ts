import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: 'redis://127.0.0.1:6379',
      sessionSecret: undefined,
      gateCode: 'generationalpha',
      publicUrl: 'http://localhost:3000',
      storageDriver: 'local',
      rateLimitScale: 1,
      publicUrlGiven: false,
      trustProxy: ['loopback'],
      uploadQuota: { countPerHour: 60, countPerDay: 200, bytesPerHour: 20 * 1024 ** 3, bytesPerDay: 50 * 1024 ** 3 },
      adminEmails: [],
      notificationStreamsMax: 5000,
      smtpUrl: undefined,
      mailFrom: 'GenAlpha <no-reply@localhost>',
      accountDeletionGraceDays: 7,
      metrics: { port: undefined, workerPort: undefined, host: '127.0.0.1' },
    });
    expect(loadConfig({ ACCOUNT_DELETION_GRACE_DAYS: '0' }).accountDeletionGraceDays).toBe(0);
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ STORAGE_DRIVER: 'floppy' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ S3_PUBLIC_ENDPOINT: 'nope' }, 'S3_PUBLIC_ENDPOINT'],
    [{ ADMIN_USER: 'ops' }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback,,10.0.0.1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ UPLOAD_QUOTA_COUNT_PER_HOUR: '2.5' }, 'UPLOAD_QUOTA_COUNT_PER_HOUR'],
    [{ UPLOAD_QUOTA_COUNT_PER_DAY: '-1' }, 'UPLOAD_QUOTA_COUNT_PER_DAY'],
    [{ UPLOAD_QUOTA_BYTES_PER_HOUR: 'lots' }, 'UPLOAD_QUOTA_BYTES_PER_HOUR'],
    [{ UPLOAD_QUOTA_BYTES_PER_DAY: '0GB' }, 'UPLOAD_QUOTA_BYTES_PER_DAY'],
    [{ NOTIFICATION_STREAMS_MAX: '2.5' }, 'NOTIFICATION_STREAMS_MAX'],
    [{ NOTIFICATION_STREAMS_MAX: '-1' }, 'NOTIFICATION_STREAMS_MAX'],
    [{ SMTP_URL: 'http://mail:587' }, 'SMTP_URL'],
    [{ ACCOUNT_DELETION_GRACE_DAYS: '-1' }, 'ACCOUNT_DELETION_GRACE_DAYS'],
    [{ ACCOUNT_DELETION_GRACE_DAYS: '1.5' }, 'ACCOUNT_DELETION_GRACE_DAYS'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ PORT: '8080', WORKER_METRICS_PORT: '8080' }, 'WORKER_METRICS_PORT'],
    [{ METRICS_PORT: '9464', WORKER_METRICS_PORT: '9464' }, 'WORKER_METRICS_PORT'],
    [{ METRICS_PORT: 'x' }, 'METRICS_PORT'],
    [{ METRICS_HOST: 'metrics.internal' }, 'METRICS_HOST'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('reads upload quotas in bytes or with binary units', () => {
    expect(
      loadConfig({ UPLOAD_QUOTA_BYTES_PER_HOUR: '500MB', UPLOAD_QUOTA_BYTES_PER_DAY: '1073741824', UPLOAD_QUOTA_COUNT_PER_HOUR: '5' }).uploadQuota,
    ).toEqual({
      countPerHour: 5,
      countPerDay: 200,
      bytesPerHour: 500 * 1024 ** 2,
      bytesPerDay: 1024 ** 3,
    });
    expect(loadConfig({ UPLOAD_QUOTA_BYTES_PER_DAY: '1.5 GiB' }).uploadQuota.bytesPerDay).toBe(1.5 * 1024 ** 3);
  });

  it('trims a trailing slash from PUBLIC_URL and treats blank values as unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://genalpha.example/', GATE_CODE: '  ' })).toMatchObject({
      publicUrl: 'https://genalpha.example',
      gateCode: 'generationalpha',
    });
  });

  it('knows whether PUBLIC_URL was given', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrlGiven).toBe(true);
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrlGiven).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, CIDR ranges and range names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.28.0.0/16,10.1.2.3, fd00::/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '172.28.0.0/16',
      '10.1.2.3',
      'fd00::/8',
      '::1',
    ]);
  });

  it('reads ADMIN_EMAILS as a case-insensitive, comma-separated list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com,, second@example.com ' }).adminEmails).toEqual(['ops@example.com', 'second@example.com']);
  });
});
