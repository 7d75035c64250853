/**
 * The product's domain constants, one home for the API, the worker and the web client (which imports
 * this folder's source as `@genalpha/shared/domain`): nothing here may import Node or any package.
 */
export * from './tools';
export * from './video-fields';
export * from './profile-fields';
export * from './token-fields';
export * from './passkey-fields';
export * from './passkey-user';
export * from './account-export-fields';
export * from './aspect-ratio';
export * from './backfill-outputs';
export * from './limits';
export * from './validation-messages';
export * from './tags';
export * from './storage-keys';
export * from './rate-limits';
export * from './quotas';
export {
  MAX_UPLOAD_BYTES,
  MAX_AVATAR_BYTES,
  UPLOAD_TOO_LARGE,
  RESUMABLE_UPLOADS_PATH,
  RESUMABLE_UPLOAD_TTL_HOURS,
  RESUMABLE_CHUNK_BYTES,
} from '../storage/upload-rules';
export * from './rum';
export * from './remixes';
