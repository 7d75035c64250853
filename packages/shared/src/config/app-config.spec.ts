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
    });
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
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('trims a trailing slash from PUBLIC_URL and treats blank values as unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://genalpha.example/', GATE_CODE: '  ' })).toMatchObject({
      publicUrl: 'https://genalpha.example',
      gateCode: 'generationalpha',
    });
  });
});
