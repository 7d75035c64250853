import { DataSource, EntityManager } from 'typeorm';
import { Upload } from '../entities';
import { VIDEO_VISIBILITY_COLUMNS, VideoVisibility } from '../predicates/video-visibility';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** An upload as its claim checks it, locked. */
export interface UploadToClaimRow {
  id: string;
  claimedAt: Date | null;
  contentType: string | null;
  size: string | null;
  stale: boolean;
}

/** Who an upload object is for: its uploader, and the video using it as its original, if any. */
export type UploadAudienceRow = { uploaderId: string; claimedFor: string | null; videoId: string | null } & VideoVisibility;

export const uploadStatements = statements('uploads', {
  /** $1 user, $2 seconds the URL lives, $3 declared type, $4 declared size: a fresh upload under uploads/<id>. */
  issue: `INSERT INTO "uploads" ("id", "userId", "objectKey", "expiresAt", "contentType", "size")
         SELECT id, $1, 'uploads/' || id, now() + make_interval(secs => $2), $3, $4 FROM (SELECT gen_random_uuid() AS id) AS fresh
         RETURNING "objectKey", "expiresAt"`,
  /** The size $2 reserved (or given back) while the upload is not complete. */
  setPendingSize: `UPDATE "uploads" SET "size" = $2 WHERE "id" = $1 AND "completedAt" IS NULL`,
  markReceived: `UPDATE "uploads" SET "completedAt" = now(), "size" = $2, "contentType" = $3 WHERE "id" = $1 AND "completedAt" IS NULL`,
  declaredContentType: `SELECT "contentType" FROM "uploads" WHERE "objectKey" = $1`,
  claim: `UPDATE "uploads" SET "claimedAt" = now(), "claimedFor" = $2, "completedAt" = coalesce("completedAt", now()),
           "size" = $3, "contentType" = $4 WHERE "id" = $1`,
  releaseClaim: `UPDATE "uploads" SET "claimedAt" = NULL, "claimedFor" = NULL WHERE "id" = $1`,
  /** $1's upload of key $2, locked, stale once older than $3 hours. */
  lockToClaim: `SELECT "id", "claimedAt", "contentType", "size", "createdAt" < now() - make_interval(hours => $3) AS "stale"
       FROM "uploads" WHERE "objectKey" = $1 AND "userId" = $2 FOR UPDATE`,
  /** Serialises $1's quota decisions until the transaction ends. */
  lockQuota: `SELECT pg_advisory_xact_lock(hashtext('upload-quota:' || $1))`,
  now: `SELECT now() AS now`,
  /** $1's uploads of the last day (but $2) with the bytes each counts. */
  quotaUsage: `SELECT "createdAt",
              CASE WHEN "size" IS NOT NULL AND ("completedAt" IS NOT NULL OR "expiresAt" > now()) THEN "size" ELSE 0 END AS "bytes"
       FROM "uploads" WHERE "userId" = $1 AND "createdAt" > now() - interval '1 day' AND "id" IS DISTINCT FROM $2::uuid`,
  /** Who upload key $1 is for, with the video whose original it is ($2, its public path). */
  audience: `SELECT up."userId" AS "uploaderId", up."claimedFor", v.id AS "videoId", ${VIDEO_VISIBILITY_COLUMNS}
       FROM uploads up LEFT JOIN videos v ON v."originalUrl" = $2
       WHERE up."objectKey" = $1 LIMIT 1`,
  /** Up to $2 uploads no video claimed (an avatar's is only its source), older than $1 hours, locked (others skipped). */
  lockUnclaimed: `SELECT "id", "objectKey" FROM "uploads"
         WHERE ("claimedAt" IS NULL OR "claimedFor" = 'avatar') AND "createdAt" < now() - make_interval(hours => $1)
         ORDER BY "createdAt" LIMIT $2 FOR UPDATE SKIP LOCKED`,
  /** Up to $2 of $1's uploads, locked (the account's purge). */
  lockOfUser: `SELECT "id", "objectKey" FROM "uploads" WHERE "userId" = $1 LIMIT $2 FOR UPDATE`,
  delete: `DELETE FROM "uploads" WHERE "id" = ANY($1)`,
});

const sql = uploadStatements;

/** Uploads: issued, received, claimed by a video or avatar, counted against the quota, served and cleaned up. */
export const uploadsRepository = {
  async issue(
    db: SqlRunner,
    userId: string,
    ttlSeconds: number,
    contentType: string | null,
    size: number | null,
  ): Promise<{ objectKey: string; expiresAt: Date }> {
    const [inserted] = (await db.query(sql.issue, [userId, ttlSeconds, contentType, size])) as Array<{ objectKey: string; expiresAt: Date }>;
    return inserted;
  },

  /** The row behind an upload object key, as its entity. */
  byObjectKey(db: DataSource | EntityManager, objectKey: string): Promise<Upload | null> {
    return db.getRepository(Upload).findOneBy({ objectKey });
  },

  async setPendingSize(db: SqlRunner, uploadId: string, size: number | null): Promise<void> {
    await db.query(sql.setPendingSize, [uploadId, size]);
  },

  async markReceived(db: SqlRunner, uploadId: string, size: number, contentType: string): Promise<void> {
    await db.query(sql.markReceived, [uploadId, size, contentType]);
  },

  async declaredContentType(db: SqlRunner, objectKey: string): Promise<string | null> {
    const rows = (await db.query(sql.declaredContentType, [objectKey])) as Array<{ contentType: string | null }>;
    return rows[0]?.contentType ?? null;
  },

  async claim(db: SqlRunner, uploadId: string, purpose: string, size: number, contentType: string): Promise<void> {
    await db.query(sql.claim, [uploadId, purpose, size, contentType]);
  },

  async releaseClaim(db: SqlRunner, uploadId: string): Promise<void> {
    await db.query(sql.releaseClaim, [uploadId]);
  },

  async lockToClaim(db: SqlRunner, objectKey: string, userId: string, staleAfterHours: number): Promise<UploadToClaimRow | null> {
    const rows = (await db.query(sql.lockToClaim, [objectKey, userId, staleAfterHours])) as UploadToClaimRow[];
    return rows[0] ?? null;
  },

  async lockQuota(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.lockQuota, [userId]);
  },

  /** The transaction's time, as the quota's windows are measured. */
  async now(db: SqlRunner): Promise<Date> {
    const [{ now }] = (await db.query(sql.now)) as Array<{ now: Date }>;
    return now;
  },

  /** The user's uploads of the last day (but `exceptUploadId`) with the bytes each counts (bigint text). */
  quotaUsage(db: SqlRunner, userId: string, exceptUploadId: string | null): Promise<Array<{ createdAt: Date; bytes: string }>> {
    return db.query(sql.quotaUsage, [userId, exceptUploadId]) as Promise<Array<{ createdAt: Date; bytes: string }>>;
  },

  async audience(db: SqlRunner, objectKey: string, publicPath: string): Promise<UploadAudienceRow | null> {
    const [row] = (await db.query(sql.audience, [objectKey, publicPath])) as UploadAudienceRow[];
    return row ?? null;
  },

  lockUnclaimed(db: SqlRunner, olderThanHours: number, limit: number): Promise<Array<{ id: string; objectKey: string }>> {
    return db.query(sql.lockUnclaimed, [olderThanHours, limit]) as Promise<Array<{ id: string; objectKey: string }>>;
  },

  lockOfUser(db: SqlRunner, userId: string, limit: number): Promise<Array<{ id: string; objectKey: string }>> {
    return db.query(sql.lockOfUser, [userId, limit]) as Promise<Array<{ id: string; objectKey: string }>>;
  },

  async delete(db: SqlRunner, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query(sql.delete, [ids]);
  },
};
