import type { ObjectStorage } from './object-storage';
import { resumableSidecarKeys } from './upload-rules';

/** Deletes an upload's object and what a resumable (tus) upload keeps beside it; missing ones are no error. */
export async function deleteUploadObjects(storage: ObjectStorage, objectKey: string): Promise<void> {
  for (const key of [objectKey, ...resumableSidecarKeys(objectKey)]) await storage.delete(key);
}
