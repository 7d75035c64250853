import { Inject, Injectable, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  AVATAR_SIDE,
  AVATAR_VARIANT_WIDTHS,
  MAX_AVATAR_BYTES,
  MEDIA_LIMITS,
  MediaTools,
  OBJECT_STORAGE,
  ObjectStorage,
  UndecodableMediaError,
  avatarKey,
  deleteAvatarObjects,
  isStillImage,
  localCopyOf,
  objectKeyFromPublicPath,
  publicPathOfKey,
  storeImageVariants,
  withTempDir,
  NOT_AN_IMAGE,
} from '@genalpha/shared';
import { avatarsRepository } from '@genalpha/db';
import { MediaWorkSlots } from './media-work-slots';
import { ReceivedUpload, UploadsService } from './uploads.service';

export const IMAGE_TOO_LARGE = 'Image must be under 5MB';
/** Decoding a huge picture takes memory in proportion to its pixels, whatever its file size. */
const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Turns an uploaded image into the user's avatar: checked by content, cropped square, 256 px, with
 * its 48 px and WebP sizes beside it (avatarKey's folder). The
 * upload is claimed before any work (so parallel requests for one upload process it once) and given
 * back if the work fails, so it can be tried again.
 */
@Injectable()
export class AvatarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly media: MediaTools,
    private readonly slots: MediaWorkSlots,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async setAvatar(userId: string, avatarImageURL: string): Promise<string> {
    const upload = await this.uploads.claimUpload(avatarImageURL, userId, 'avatar');
    let previous: string | null;
    const key = avatarKey(userId, upload.uploadId);
    try {
      if (upload.size > MAX_AVATAR_BYTES) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
      await this.slots.run(() => this.writeAvatar(upload, key));
      previous = await this.dataSource.transaction(async (m) => {
        const current = await avatarsRepository.lock(m, userId);
        await avatarsRepository.set(m, userId, publicPathOfKey(key));
        return current;
      });
    } catch (error) {
      await this.uploads.releaseClaim(upload.uploadId);
      throw error;
    }
    // The uploaded original has served its purpose; an earlier avatar of this user is no longer shown.
    await this.storage.delete(upload.objectKey);
    const previousKey = previous ? objectKeyFromPublicPath(previous) : null;
    if (previousKey && previousKey !== key && previousKey.startsWith(`avatars/${userId}/`)) await deleteAvatarObjects(this.storage, previousKey);
    return publicPathOfKey(key);
  }

  private writeAvatar(upload: ReceivedUpload, key: string): Promise<void> {
    return withTempDir(async (dir) => {
      const input = await localCopyOf(this.storage, upload.objectKey, dir);
      const output = join(dir, 'avatar.jpg');
      await this.squareImage(input, output);
      await storeImageVariants({ media: this.media, storage: this.storage }, { key, path: output, width: AVATAR_SIDE }, AVATAR_VARIANT_WIDTHS, dir);
      await this.storage.putFile(key, output, 'image/jpeg');
    });
  }

  private async squareImage(input: string, output: string): Promise<void> {
    try {
      const info = await this.media.probe(input);
      if (!isStillImage(info)) throw new UnprocessableEntityException(NOT_AN_IMAGE);
      if (info.width * info.height > MAX_IMAGE_PIXELS || Math.max(info.width, info.height) > MEDIA_LIMITS.maxSide) {
        throw new UnprocessableEntityException('Image dimensions are too large');
      }
      await this.media.squareAvatar(input, output);
    } catch (error) {
      if (error instanceof UndecodableMediaError) throw new UnprocessableEntityException(NOT_AN_IMAGE);
      throw error;
    }
  }
}
