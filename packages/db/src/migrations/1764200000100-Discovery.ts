import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery (issue 15). video_scores: the feed.rank job's score of every publicly visible video,
 * with the video's creator, tool and upload time beside it so the For You candidates are read from
 * this narrow table alone (score order, or a tool's or a creator's videos in score order).
 * feed_not_interested: a viewer's "Not interested" videos, with the creator and tool they down-weight.
 * videos gain the preview loop, the poster's ThumbHash and when the worker made them (null until
 * then; the backfill finds the ready videos still owed them through the partial index).
 */
export class Discovery1764200000100 implements MigrationInterface {
  name = 'Discovery1764200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "video_scores" (
        "videoId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "toolUsed" character varying(40) NOT NULL,
        "videoCreatedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "score" double precision NOT NULL,
        "rankedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_video_scores" PRIMARY KEY ("videoId"),
        CONSTRAINT "FK_video_scores_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_video_scores_score" ON "video_scores" ("score" DESC, "videoId" DESC)`);
    await q.query(`CREATE INDEX "IDX_video_scores_tool_score" ON "video_scores" ("toolUsed", "score" DESC, "videoId" DESC)`);
    await q.query(`CREATE INDEX "IDX_video_scores_user_score" ON "video_scores" ("userId", "score" DESC, "videoId" DESC)`);

    await q.query(`
      CREATE TABLE "feed_not_interested" (
        "userId" uuid NOT NULL,
        "videoId" uuid NOT NULL,
        "creatorId" uuid NOT NULL,
        "toolUsed" character varying(40) NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_feed_not_interested" PRIMARY KEY ("userId", "videoId"),
        CONSTRAINT "FK_feed_not_interested_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_feed_not_interested_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE
      )`);

    await q.query(`ALTER TABLE "videos" ADD "previewUrl" text, ADD "placeholder" text, ADD "previewsMadeAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "IDX_videos_previews_missing" ON "videos" ("createdAt") WHERE "previewsMadeAt" IS NULL AND "status" = 'ready'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_previews_missing"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "previewsMadeAt", DROP COLUMN "placeholder", DROP COLUMN "previewUrl"`);
    await q.query(`DROP TABLE "feed_not_interested"`);
    await q.query(`DROP TABLE "video_scores"`);
  }
}
