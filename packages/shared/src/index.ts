export * from './config/app-config';
export * from './database/entities';
export * from './database/migrations';
export * from './database/data-source-options';
export * from './queue/jobs';
export * from './queue/redis-connection';
export * from './database/creator-stats.sql';
