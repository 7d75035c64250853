import { LocalObjectStorage } from '@genalpha/shared';

/**
 * Has a running app's local store open files as a case-insensitive file system (macOS, Windows)
 * does: every spelling of a key reaches the file stored under its lower-case one (the spelling the
 * server makes keys in). Test-only: Linux file systems here are case-sensitive.
 */
export function foldKeyCase(storage: LocalObjectStorage): void {
  const localPath = storage.localPath.bind(storage);
  storage.localPath = (key) => localPath(key.toLowerCase());
}
