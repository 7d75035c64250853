import { isSizedAvatarKey } from './object-keys';
import { ObjectStorage } from './object-storage';

/** Every object of one avatar: its folder (its sizes included), or the single file of an older one. */
export async function deleteAvatarObjects(storage: ObjectStorage, key: string): Promise<void> {
  if (isSizedAvatarKey(key)) await storage.deletePrefix(key.slice(0, key.lastIndexOf('/')));
  else await storage.delete(key);
}
