import { join } from 'node:path';
import { ObjectStorage } from './object-storage';

/** A path ffmpeg can read: the object's own file (local driver) or a download into `dir` (s3). */
export async function localCopyOf(storage: ObjectStorage, key: string, dir: string): Promise<string> {
  const inPlace = storage.localPath(key);
  if (inPlace) return inPlace;
  const target = join(dir, 'original');
  await storage.downloadToFile(key, target);
  return target;
}
