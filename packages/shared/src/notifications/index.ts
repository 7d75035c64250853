export * from './notification-delivery';
export * from './notification-view';
