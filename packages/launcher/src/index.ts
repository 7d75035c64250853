export * from './services';
export * from './local-services';
export * from './database-server';
export * from './api-node-flags';
