import { DataSource } from 'typeorm';
import { objectKeyFromPublicPath } from '@genalpha/shared';

/** A stored object copied into the export under `path`. */
export interface ExportFile {
  path: string;
  key: string;
  /** Already compressed (video, JPEG): stored as is. */
  compressed: boolean;
}

const VIDEO_EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };
const PAGE = 1000;

/**
 * The originals the account uploaded (videos/<video id>.<ext>, named by its row in videos.json) and its
 * avatar. Only keys: the files are opened one at a time as the zip reaches them.
 */
export async function exportFiles(db: DataSource, userId: string): Promise<ExportFile[]> {
  const files: ExportFile[] = [];
  const [user] = (await db.query(`SELECT "avatarUrl" FROM "users" WHERE "id" = $1`, [userId])) as Array<{ avatarUrl: string | null }>;
  const avatarKey = user?.avatarUrl ? objectKeyFromPublicPath(user.avatarUrl) : null;
  if (avatarKey) files.push({ path: 'avatar.jpg', key: avatarKey, compressed: true });
  let afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const videos = (await db.query(
      `SELECT v."id", v."originalUrl", up."contentType" FROM "videos" v
       LEFT JOIN "uploads" up ON up."userId" = v."userId" AND v."originalUrl" = '/objects/' || up."objectKey"
       WHERE v."userId" = $1 AND v."id" > $2 ORDER BY v."id" LIMIT ${PAGE}`,
      [userId, afterId],
    )) as Array<{ id: string; originalUrl: string; contentType: string | null }>;
    for (const video of videos) {
      const key = objectKeyFromPublicPath(video.originalUrl);
      const extension = (video.contentType && VIDEO_EXTENSIONS[video.contentType]) ?? 'mp4';
      if (key) files.push({ path: `videos/${video.id}.${extension}`, key, compressed: true });
    }
    if (videos.length < PAGE) return files;
    afterId = videos[videos.length - 1].id;
  }
}
