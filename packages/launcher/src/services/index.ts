export * from './embedded-postgres';
export * from './free-port';
export * from './redis-server';
