export * from './test-database';
export * from './media-fixtures';
export * from './processes';
