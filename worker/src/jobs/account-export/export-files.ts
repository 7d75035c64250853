import { EXPORT_VIDEO_FILES_PAGE, SqlRunner, accountExportsRepository } from '@genalpha/db';
import { objectKeyFromPublicPath } from '@genalpha/shared';

/** A stored object copied into the export under `path`. */
export interface ExportFile {
  path: string;
  key: string;
  /** Already compressed (video, JPEG): stored as is. */
  compressed: boolean;
}

const VIDEO_EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/**
 * The originals the account uploaded (videos/<video id>.<ext>, named by its row in videos.json) and its
 * avatar. Only keys: the files are opened one at a time as the zip reaches them.
 */
export async function exportFiles(db: SqlRunner, userId: string): Promise<ExportFile[]> {
  const files: ExportFile[] = [];
  const avatarUrl = await accountExportsRepository.avatarUrl(db, userId);
  const avatarKey = avatarUrl ? objectKeyFromPublicPath(avatarUrl) : null;
  if (avatarKey) files.push({ path: 'avatar.jpg', key: avatarKey, compressed: true });
  let afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const videos = await accountExportsRepository.videoOriginals(db, userId, afterId);
    for (const video of videos) {
      const key = objectKeyFromPublicPath(video.originalUrl);
      const extension = (video.contentType && VIDEO_EXTENSIONS[video.contentType]) ?? 'mp4';
      if (key) files.push({ path: `videos/${video.id}.${extension}`, key, compressed: true });
    }
    if (videos.length < EXPORT_VIDEO_FILES_PAGE) return files;
    afterId = videos[videos.length - 1].id;
  }
}
