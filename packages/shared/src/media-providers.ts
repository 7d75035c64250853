import { APP_CONFIG, AppConfig } from './config/app-config';
import { MediaTools, resolveMediaBinaries } from './media';
import { OBJECT_STORAGE, createObjectStorage } from './storage';

/** The object store and ffmpeg/ffprobe, as the API and the worker provide them (Nest factory providers, from APP_CONFIG). */
export const MEDIA_PROVIDERS = [
  { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStorage(config) },
  { provide: MediaTools, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new MediaTools(resolveMediaBinaries(config)) },
];
