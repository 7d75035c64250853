export * from './app-stack';
export * from './test-database';
export * from './test-services';
export * from './media-fixtures';
export * from './processes';
export * from './alpha-gate';
export * from './lighthouse';
export * from './content-credentials';
