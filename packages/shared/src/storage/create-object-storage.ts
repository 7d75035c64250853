import type { AppConfig } from '../config/app-config';
import { LocalObjectStorage } from './local-object-storage';
import { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

export function createObjectStorage(config: Pick<AppConfig, 'storageDriver' | 'dataDir' | 's3'>): ObjectStorage {
  return config.storageDriver === 's3' ? new S3ObjectStorage(config.s3) : new LocalObjectStorage(config.dataDir);
}
