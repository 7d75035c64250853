import { isValidObjectKey } from '@genalpha/shared';

/**
 * The object key named by a request path below /objects. The raw (undecoded) path must already
 * be a valid key, so `..`, encoded slashes or dots and absolute paths never reach the storage.
 */
export function objectKeyFromRequestPath(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const key = path.slice(1);
  return isValidObjectKey(key) ? key : null;
}
