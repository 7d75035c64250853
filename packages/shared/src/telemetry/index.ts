export * from './start-tracing';
export * from './spans';
