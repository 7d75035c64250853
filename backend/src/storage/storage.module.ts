import { Module } from '@nestjs/common';
import { MEDIA_PROVIDERS, MEDIA_WORK_RUNNING, MEDIA_WORK_WAITING, OBJECT_STORAGE } from '@genalpha/shared';
import { AuthModule } from '../auth/auth.module';
import { AvatarController } from './avatar.controller';
import { AvatarService } from './avatar.service';
import { ObjectAccess } from './object-access';
import { ObjectAudiences } from './object-audience';
import { MediaWorkSlots } from './media-work-slots';
import { ObjectDownloadHandler } from './object-download.handler';
import { ObjectUploadHandler } from './object-upload.handler';
import { ObjectsRoute } from './objects.route';
import { RESUMABLE_STORE_PROVIDER } from './resumable/resumable-store';
import { ResumableUploadsController } from './resumable/resumable-uploads.controller';
import { ResumableUploads } from './resumable/resumable-uploads.service';
import { UploadsController } from './uploads.controller';
import { UploadQuota } from './upload-quota.service';
import { UploadsService } from './uploads.service';

@Module({
  imports: [AuthModule],
  controllers: [UploadsController, ResumableUploadsController, AvatarController],
  providers: [
    ...MEDIA_PROVIDERS,
    { provide: MediaWorkSlots, useValue: new MediaWorkSlots(MEDIA_WORK_RUNNING, MEDIA_WORK_WAITING) },
    RESUMABLE_STORE_PROVIDER,
    UploadQuota,
    ResumableUploads,
    UploadsService,
    AvatarService,
    ObjectAudiences,
    ObjectAccess,
    ObjectDownloadHandler,
    ObjectUploadHandler,
    ObjectsRoute,
  ],
  exports: [OBJECT_STORAGE, UploadsService],
})
export class StorageModule {}
