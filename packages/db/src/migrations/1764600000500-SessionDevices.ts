import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Where you're signed in": each session keeps the device it was started on (its User-Agent and the
 * client's network, never the full address), when it started and when it was last active, and a
 * public id to name it by (the sid is the cookie's secret). Sessions older than this migration have
 * no device, start or activity recorded.
 */
export class SessionDevices1764600000500 implements MigrationInterface {
  name = 'SessionDevices1764600000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" ADD "publicId" uuid NOT NULL DEFAULT gen_random_uuid(), ADD "userAgent" character varying(512),
      ADD "network" character varying(64), ADD "createdAt" TIMESTAMP WITH TIME ZONE, ADD "lastActiveAt" TIMESTAMP WITH TIME ZONE`);
    // Defaults only from now on: the rows already there keep null, as nobody knows when they started.
    await q.query(`ALTER TABLE "sessions" ALTER "createdAt" SET DEFAULT now(), ALTER "lastActiveAt" SET DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "sessions" DROP COLUMN "lastActiveAt", DROP COLUMN "createdAt", DROP COLUMN "network", DROP COLUMN "userAgent", DROP COLUMN "publicId"`,
    );
  }
}
