import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isDependencyDown, publicPathOfKey, storedObjectOf } from '@genalpha/shared';
import { VideoVisibility, uploadsRepository, videosRepository } from '@genalpha/db';
import { setBounded } from '../common/bounded-map';

/** Who a stored object is for, as far as the database says. */
export type ObjectAudience =
  /** Avatars: never withdrawn. */
  | { kind: 'everyone' }
  /** A video's original and any file made from it (playable copies, preview, posters): whoever may see that video. */
  | { kind: 'video'; video: VideoVisibility }
  /** An upload no video uses: its uploader's alone. */
  | { kind: 'uploader'; uploaderId: string }
  /** A file of a deleted video, an upload nobody has, or any key the product does not make (deny by default). */
  | { kind: 'nobody' };

/**
 * How long an answer is trusted: a video hidden, removed, failed or deleted stops being served to
 * others within this (below the 5 s promised), while a player's many Range requests cost one query.
 */
export const AUDIENCE_TTL_MS = 3_000;
const AUDIENCES_MAX = 20_000;

type Subject = { videoId: string } | { uploadKey: string };

/** The video or upload an object key belongs to; 'everyone' for avatars, 'nobody' for any key the product does not make. */
function subjectOf(key: string): Subject | 'everyone' | 'nobody' {
  const object = storedObjectOf(key);
  switch (object?.kind) {
    case 'video-file':
      return { videoId: object.videoId };
    case 'upload':
      return { uploadKey: key };
    case 'avatar':
      return 'everyone';
    default:
      return 'nobody';
  }
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
    if (subject === 'everyone' || subject === 'nobody') return { kind: subject };
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
      const video = await videosRepository.visibility(this.dataSource, subject.videoId);
      return this.remember(`video:${subject.videoId}`, video ? { kind: 'video', video } : { kind: 'nobody' }, checkedAt);
    }
    const row = await uploadsRepository.audience(this.dataSource, subject.uploadKey, publicPathOfKey(subject.uploadKey));
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
