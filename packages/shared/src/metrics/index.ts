export * from './media-metrics';
export * from './metrics-server';
export * from './queue-metrics';
