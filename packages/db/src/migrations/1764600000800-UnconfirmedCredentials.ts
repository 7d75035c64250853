import { MigrationInterface, QueryRunner } from 'typeorm';
import { TOOL_OPTIONS, ToolOption, isToolVendor } from '@genalpha/shared';

const isTool = (value: string): value is ToolOption => (TOOL_OPTIONS as readonly string[]).includes(value);
const CHECK = (states: string) => `ALTER TABLE "videos" ADD CONSTRAINT "CHK_videos_credentials_state" CHECK ("credentialsState" IN (${states}))`;

/**
 * Content Credentials by a trusted signer that is not the maker of the tool they name are
 * 'unconfirmed', no longer 'valid' (so no longer a verified tool, nor in the verified feeds). The
 * videos read before are judged again from their stored summary, by the same rule the worker uses:
 * one UPDATE per (tool, signer) pair that does not pass it.
 */
export class UnconfirmedCredentials1764600000800 implements MigrationInterface {
  name = 'UnconfirmedCredentials1764600000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" DROP CONSTRAINT "CHK_videos_credentials_state"`);
    await q.query(CHECK(`'valid', 'unconfirmed', 'untrusted', 'invalid', 'none'`));
    const pairs = (await q.query(
      `SELECT DISTINCT credentials->>'tool' AS tool, credentials->>'signer' AS signer FROM "videos"
       WHERE "credentialsState" = 'valid' AND credentials->>'tool' IS NOT NULL`,
    )) as Array<{ tool: string; signer: string | null }>;
    for (const { tool, signer } of pairs) {
      if (isTool(tool) && isToolVendor(tool, signer)) continue;
      await q.query(
        `UPDATE "videos" SET "credentialsState" = 'unconfirmed'
         WHERE "credentialsState" = 'valid' AND credentials->>'tool' = $1 AND credentials->>'signer' IS NOT DISTINCT FROM $2`,
        [tool, signer],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" DROP CONSTRAINT "CHK_videos_credentials_state"`);
    await q.query(`UPDATE "videos" SET "credentialsState" = 'valid' WHERE "credentialsState" = 'unconfirmed'`);
    await q.query(CHECK(`'valid', 'untrusted', 'invalid', 'none'`));
  }
}
