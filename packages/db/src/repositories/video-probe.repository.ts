import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

export const videoProbeStatements = statements('video-probe', {
  /** Video $1 as the probe reads it. */
  load: `SELECT "id", "originalUrl", "aspectRatio", "status" FROM "videos" WHERE "id" = $1`,
  /** What the probe found of video $1, while it is still processing; returns its owner. */
  markReady: `UPDATE "videos" SET "width" = $2, "height" = $3, "durationSeconds" = $4, "videoCodec" = $5, "audioCodec" = $6,
         "aspectRatio" = $7, "thumbnailUrl" = $8, "videoUrl" = $9,
         "credentialsState" = $10, "credentials" = $11, "credentialsManifest" = $12, "status" = 'ready', "failureReason" = NULL, "updatedAt" = now()
       WHERE "id" = $1 AND "status" = 'processing' RETURNING "userId"`,
  /** Video $1 cannot be played ($2 why), while it is still processing; returns its owner. */
  markFailed: `UPDATE "videos" SET "status" = 'failed', "isHidden" = true, "failureReason" = $2, "updatedAt" = now() WHERE "id" = $1 AND "status" = 'processing'
       RETURNING "userId"`,
  /** A batch ($2) of videos processing for longer than $1 seconds, oldest first. */
  staleProcessing: `SELECT "id" FROM "videos" WHERE "status" = 'processing' AND "createdAt" < now() - make_interval(secs => $1) ORDER BY "createdAt" LIMIT $2`,
  /** Where video $1's playable file is, and its owner. */
  storedFile: `SELECT "videoUrl", "userId" FROM "videos" WHERE "id" = $1`,
});

const sql = videoProbeStatements;

export interface ProcessingVideo {
  id: string;
  originalUrl: string;
  aspectRatio: string;
  status: string;
}

/** What the probe found and made of a video (the JSON columns already serialized). */
export interface ProbedVideo {
  width: number;
  height: number;
  durationSeconds: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  aspectRatio: string;
  thumbnailUrl: string;
  videoUrl: string;
  credentialsState: string;
  credentials: string | null;
  credentialsManifest: string | null;
}

/** The outcome of a write that applies only while the video is processing. */
export interface ProcessingChange {
  /** Whether the row changed. */
  changed: boolean;
  /** The owner, when it did. */
  ownerId: string | undefined;
}

async function whileProcessing(db: SqlRunner, statement: string, params: unknown[]): Promise<ProcessingChange> {
  const [rows, count] = (await db.query(statement, params)) as [Array<{ userId: string }>, number];
  return { changed: count > 0, ownerId: rows[0]?.userId };
}

/** A video on its way from upload to ready (or failed): the probe, its sweep, and the check of a reported file. */
export const videoProbeRepository = {
  async load(db: SqlRunner, videoId: string): Promise<ProcessingVideo | null> {
    const rows = (await db.query(sql.load, [videoId])) as ProcessingVideo[];
    return rows[0] ?? null;
  },

  markReady(db: SqlRunner, videoId: string, probed: ProbedVideo): Promise<ProcessingChange> {
    return whileProcessing(db, sql.markReady, [
      videoId,
      probed.width,
      probed.height,
      probed.durationSeconds,
      probed.videoCodec,
      probed.audioCodec,
      probed.aspectRatio,
      probed.thumbnailUrl,
      probed.videoUrl,
      probed.credentialsState,
      probed.credentials,
      probed.credentialsManifest,
    ]);
  },

  markFailed(db: SqlRunner, videoId: string, reason: string): Promise<ProcessingChange> {
    return whileProcessing(db, sql.markFailed, [videoId, reason]);
  },

  async staleProcessing(db: SqlRunner, olderThanSeconds: number, limit: number): Promise<string[]> {
    const rows = (await db.query(sql.staleProcessing, [olderThanSeconds, limit])) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  },

  async storedFile(db: SqlRunner, videoId: string): Promise<{ videoUrl: string; userId: string } | undefined> {
    const [row] = (await db.query(sql.storedFile, [videoId])) as Array<{ videoUrl: string; userId: string }>;
    return row;
  },
};
