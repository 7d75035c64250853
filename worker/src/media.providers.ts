import { Provider } from '@nestjs/common';
import { AppConfig, MediaTools, OBJECT_STORAGE, createObjectStorage, resolveMediaBinaries } from '@genalpha/shared';
import { WORKER_CONFIG } from './worker-config';

export const MEDIA_PROVIDERS: Provider[] = [
  { provide: OBJECT_STORAGE, inject: [WORKER_CONFIG], useFactory: (config: AppConfig) => createObjectStorage(config) },
  { provide: MediaTools, inject: [WORKER_CONFIG], useFactory: (config: AppConfig) => new MediaTools(resolveMediaBinaries(config)) },
];
