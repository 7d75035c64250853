import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VIDEO_VISIBILITY_COLUMNS, VideoVisibility, isDependencyDown, publicPathOfKey } from '@genalpha/shared';
import { setBounded } from '../common/bounded-map';
import { videoQueries } from '../videos/video-queries';

/** Who a stored object is for, as far as the database says. */
export type ObjectAudience =
  /** Avatars and any file of no video: never withdrawn. */
  | { kind: 'everyone' }
  /** A video's original, playable copy or poster: whoever may see that video. */
  | { kind: 'video'; video: VideoVisibility }
  /** An upload no video uses: its uploader's alone. */
  | { kind: 'uploader'; uploaderId: string }
  /** A file of a deleted video, or under a name no upload or video has. */
  | { kind: 'nobody' };

/**
 * How long an answer is trusted: a video hidden, removed, failed or deleted stops being served to
 * others within this (below the 5 s promised), while a player's many Range requests cost one query.
 */
export const AUDIENCE_TTL_MS = 3_000;
const AUDIENCES_MAX = 20_000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const VIDEO_FILE = new RegExp(`^videos/(${UUID})/`);
const UPLOAD = new RegExp(`^uploads/${UUID}$`);

type Subject = { videoId: string } | { uploadKey: string };

/** The video or upload an object key belongs to; null for the keys nothing can withdraw. */
function subjectOf(key: string): Subject | 'nobody' | null {
  const videoId = VIDEO_FILE.exec(key)?.[1];
  if (videoId) return { videoId };
  if (UPLOAD.test(key)) return { uploadKey: key };
  return key.startsWith('videos/') || key.startsWith('uploads/') ? 'nobody' : null;
}

const cacheKeyOf = (subject: Subject) => ('videoId' in subject ? `video:${subject.videoId}` : `upload:${subject.uploadKey}`);

interface Known {
  audience: ObjectAudience;
  checkedAt: number;
}

/** Looks up, and briefly remembers, who each stored object is for. */
@Injectable()
export class ObjectAudiences {
  private readonly known = new Map<string, Known>();
  /** One query per subject at a time: a player opening a video sends several Range requests at once. */
  private readonly inFlight = new Map<string, Promise<ObjectAudience>>();

  constructor(private readonly dataSource: DataSource) {}

  async of(key: string): Promise<ObjectAudience> {
    const subject = subjectOf(key);
    if (subject === null) return { kind: 'everyone' };
    if (subject === 'nobody') return { kind: 'nobody' };
    const cacheKey = cacheKeyOf(subject);
    const known = this.known.get(cacheKey);
    if (known && Date.now() - known.checkedAt < AUDIENCE_TTL_MS) return known.audience;
    let pending = this.inFlight.get(cacheKey);
    if (!pending) {
      pending = this.lookUp(subject).finally(() => this.inFlight.delete(cacheKey));
      this.inFlight.set(cacheKey, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // Nothing can hide or delete a video while the database is unreachable: the last answer still
      // holds, so what was playing keeps playing through the outage.
      if (known && isDependencyDown(error)) return known.audience;
      throw error;
    }
  }

  private async lookUp(subject: Subject): Promise<ObjectAudience> {
    const checkedAt = Date.now();
    if ('videoId' in subject) {
      const [video]: VideoVisibility[] = await this.dataSource.query(videoQueries.visibility, [subject.videoId]);
      return this.remember(`video:${subject.videoId}`, video ? { kind: 'video', video } : { kind: 'nobody' }, checkedAt);
    }
    const [row]: Array<{ uploaderId: string; claimedFor: string | null; videoId: string | null } & VideoVisibility> = await this.dataSource.query(
      `SELECT up."userId" AS "uploaderId", up."claimedFor", v.id AS "videoId", ${VIDEO_VISIBILITY_COLUMNS}
       FROM uploads up LEFT JOIN videos v ON v."originalUrl" = $2
       WHERE up."objectKey" = $1 LIMIT 1`,
      [subject.uploadKey, publicPathOfKey(subject.uploadKey)],
    );
    let audience: ObjectAudience;
    if (row?.videoId) {
      audience = { kind: 'video', video: { userId: row.userId, isHidden: row.isHidden, status: row.status, ownerBanned: row.ownerBanned } };
      // The poster and playable copy ask about the same video next.
      this.remember(`video:${row.videoId}`, audience, checkedAt);
    } else if (row && row.claimedFor !== 'video') {
      audience = { kind: 'uploader', uploaderId: row.uploaderId };
    } else {
      audience = { kind: 'nobody' };
    }
    return this.remember(`upload:${subject.uploadKey}`, audience, checkedAt);
  }

  private remember(cacheKey: string, audience: ObjectAudience, checkedAt: number): ObjectAudience {
    setBounded(this.known, cacheKey, { audience, checkedAt }, AUDIENCES_MAX);
    return audience;
  }
}
