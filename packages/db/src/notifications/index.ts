export * from './notification-delivery';
export * from './notification-view';
export * from './unread-counts';
