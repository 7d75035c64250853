export { createGenAlphaClient, data } from './client';
export type { GenAlphaClient, GenAlphaClientOptions } from './client';
export { GenAlphaApiError, VideoProcessingError } from './errors';
export type { ProgressListener } from './progress';
export { putFile } from './put-file';
export type { PutFileOptions } from './put-file';
export { uploadVideo, videoTypeOf, waitUntilProcessed } from './upload-video';
export type { UploadVideoOptions, VideoDetail, VideoFields } from './upload-video';
export type { components, operations, paths } from './schema';
