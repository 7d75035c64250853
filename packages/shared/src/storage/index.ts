export * from './avatar-objects';
export * from './create-object-storage';
export * from './local-copy';
export * from './local-object-storage';
export * from './object-keys';
export * from './object-storage';
export * from './s3-object-storage';
export * from './upload-rules';
