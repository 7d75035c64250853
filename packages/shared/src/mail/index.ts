export * from './mail-messages';
export * from './outbox';
