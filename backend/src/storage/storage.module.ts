import { Module } from '@nestjs/common';
import { AppConfig, MediaTools, OBJECT_STORAGE, createObjectStorage, resolveMediaBinaries } from '@genalpha/shared';
import { APP_CONFIG } from '../config/config.module';
import { AvatarController } from './avatar.controller';
import { AvatarService } from './avatar.service';
import { ObjectDownloadHandler } from './object-download.handler';
import { ObjectUploadHandler } from './object-upload.handler';
import { ObjectsMiddleware } from './objects.middleware';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController, AvatarController],
  providers: [
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStorage(config) },
    { provide: MediaTools, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new MediaTools(resolveMediaBinaries(config)) },
    UploadsService,
    AvatarService,
    ObjectDownloadHandler,
    ObjectUploadHandler,
    ObjectsMiddleware,
  ],
  exports: [OBJECT_STORAGE, UploadsService],
})
export class StorageModule {}
