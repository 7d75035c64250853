import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userNumber" SERIAL NOT NULL,
        "username" varchar(50),
        "email" varchar(320) NOT NULL,
        "password" varchar(255) NOT NULL,
        "displayName" varchar(100) NOT NULL,
        "bio" varchar(500) NOT NULL DEFAULT '',
        "avatarUrl" text,
        "location" varchar(100),
        "website" varchar(500),
        "firstName" varchar(100),
        "lastName" varchar(100),
        "profileImageUrl" text,
        "likesPublic" boolean NOT NULL DEFAULT false,
        "followersCount" integer NOT NULL DEFAULT 0,
        "followingCount" integer NOT NULL DEFAULT 0,
        "videosCount" integer NOT NULL DEFAULT 0,
        "totalViews" bigint NOT NULL DEFAULT 0,
        "joinedDate" timestamptz NOT NULL DEFAULT now(),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_users" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_users_userNumber" UNIQUE ("userNumber"),
        CONSTRAINT "UQ_users_username" UNIQUE ("username"),
        CONSTRAINT "UQ_users_email" UNIQUE ("email"),
        CONSTRAINT "CHK_users_email_lowercase" CHECK ("email" = lower("email")),
        CONSTRAINT "CHK_users_username_format" CHECK ("username" ~ '^[a-z0-9]{1,50}$'),
        CONSTRAINT "CHK_users_counts" CHECK ("followersCount" >= 0 AND "followingCount" >= 0 AND "videosCount" >= 0 AND "totalViews" >= 0)
      )`);

    await q.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "PK_sessions" PRIMARY KEY ("sid")
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);

    await q.query(`
      CREATE TABLE "follows" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "followerId" uuid NOT NULL,
        "followingId" uuid NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_follows" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_follows_follower_following" UNIQUE ("followerId", "followingId"),
        CONSTRAINT "CHK_follows_not_self" CHECK ("followerId" <> "followingId"),
        CONSTRAINT "FK_follows_follower" FOREIGN KEY ("followerId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_follows_following" FOREIGN KEY ("followingId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_follows_following_created" ON "follows" ("followingId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_follows_follower_created" ON "follows" ("followerId", "createdAt")`);

    await q.query(`
      CREATE TABLE "videos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "title" varchar(80) NOT NULL,
        "caption" text NOT NULL DEFAULT '',
        "prompt" text,
        "toolUsed" varchar(40) NOT NULL,
        "aspectRatio" varchar(20) NOT NULL DEFAULT '16:9',
        "width" integer,
        "height" integer,
        "durationSeconds" double precision,
        "videoCodec" varchar(40),
        "audioCodec" varchar(40),
        "tags" text NOT NULL DEFAULT '',
        "thumbnailUrl" text,
        "videoUrl" text NOT NULL,
        "originalUrl" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'processing',
        "failureReason" text,
        "isHidden" boolean NOT NULL DEFAULT false,
        "likesCount" integer NOT NULL DEFAULT 0,
        "viewsCount" integer NOT NULL DEFAULT 0,
        "commentsCount" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_videos" PRIMARY KEY ("id"),
        CONSTRAINT "FK_videos_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_videos_status" CHECK ("status" IN ('processing', 'ready', 'failed')),
        CONSTRAINT "CHK_videos_title" CHECK (length(btrim("title")) > 0),
        CONSTRAINT "CHK_videos_counts" CHECK ("likesCount" >= 0 AND "viewsCount" >= 0 AND "commentsCount" >= 0)
      )`);
    // The public feed: newest first over visible videos only.
    await q.query(`CREATE INDEX "IDX_videos_feed" ON "videos" ("createdAt" DESC, "id" DESC) WHERE NOT "isHidden" AND "status" <> 'failed'`);
    await q.query(`CREATE INDEX "IDX_videos_user_created" ON "videos" ("userId", "createdAt" DESC, "id" DESC)`);

    await q.query(`
      CREATE TABLE "likes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "videoId" uuid NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_likes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_likes_user_video" UNIQUE ("userId", "videoId"),
        CONSTRAINT "FK_likes_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_likes_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_likes_video" ON "likes" ("videoId")`);
    await q.query(`CREATE INDEX "IDX_likes_user_created" ON "likes" ("userId", "createdAt" DESC, "id" DESC)`);

    await q.query(`
      CREATE TABLE "reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "videoId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "reason" varchar(20) NOT NULL,
        "otherText" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_reports_video_user" UNIQUE ("videoId", "userId"),
        CONSTRAINT "FK_reports_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_reports_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_reports_reason" CHECK ("reason" IN ('real-video', 'nudity', 'violence', 'hate', 'spam', 'other'))
      )`);

    await q.query(`
      CREATE TABLE "comments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "videoId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "text" varchar(500) NOT NULL,
        "likesCount" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_comments" PRIMARY KEY ("id"),
        CONSTRAINT "FK_comments_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_comments_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_comments_text" CHECK (length(btrim("text")) > 0),
        CONSTRAINT "CHK_comments_likes" CHECK ("likesCount" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_comments_video_created" ON "comments" ("videoId", "createdAt", "id")`);
    await q.query(`CREATE INDEX "IDX_comments_user" ON "comments" ("userId")`);

    await q.query(`
      CREATE TABLE "comment_likes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "commentId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_comment_likes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_comment_likes_comment_user" UNIQUE ("commentId", "userId"),
        CONSTRAINT "FK_comment_likes_comment" FOREIGN KEY ("commentId") REFERENCES "comments"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_comment_likes_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_comment_likes_user" ON "comment_likes" ("userId")`);

    await q.query(`
      CREATE TABLE "notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "actorId" uuid NOT NULL,
        "type" varchar(20) NOT NULL,
        "videoId" uuid,
        "commentId" uuid,
        "isRead" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_notifications" PRIMARY KEY ("id"),
        CONSTRAINT "FK_notifications_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_actor" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_comment" FOREIGN KEY ("commentId") REFERENCES "comments"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_notifications_type" CHECK ("type" IN ('comment', 'like', 'follow')),
        CONSTRAINT "CHK_notifications_not_self" CHECK ("userId" <> "actorId")
      )`);
    await q.query(`CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("userId", "createdAt" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_notifications_unread" ON "notifications" ("userId") WHERE NOT "isRead"`);
    // A like, unlike and like again, or a repeated follow, never notify twice.
    await q.query(`CREATE UNIQUE INDEX "UQ_notifications_like" ON "notifications" ("userId", "actorId", "videoId") WHERE "type" = 'like'`);
    await q.query(`CREATE UNIQUE INDEX "UQ_notifications_follow" ON "notifications" ("userId", "actorId") WHERE "type" = 'follow'`);
    await q.query(`CREATE INDEX "IDX_notifications_actor" ON "notifications" ("actorId")`);
    await q.query(`CREATE INDEX "IDX_notifications_video" ON "notifications" ("videoId") WHERE "videoId" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_notifications_comment" ON "notifications" ("commentId") WHERE "commentId" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "creator_stats" (
        "userId" uuid NOT NULL,
        "userNumber" integer NOT NULL,
        "totalViews" bigint NOT NULL DEFAULT 0,
        "totalLikes" bigint NOT NULL DEFAULT 0,
        "followersCount" integer NOT NULL DEFAULT 0,
        "videosCount" integer NOT NULL DEFAULT 0,
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_creator_stats" PRIMARY KEY ("userId"),
        CONSTRAINT "FK_creator_stats_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    for (const column of ['totalViews', 'totalLikes', 'followersCount', 'videosCount']) {
      await q.query(`CREATE INDEX "IDX_creator_stats_${column}" ON "creator_stats" ("${column}" DESC, "userNumber")`);
    }
    await q.query(`CREATE UNIQUE INDEX "IDX_creator_stats_userNumber" ON "creator_stats" ("userNumber")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['creator_stats', 'notifications', 'comment_likes', 'comments', 'reports', 'likes', 'videos', 'follows', 'sessions', 'users']) {
      await q.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}
