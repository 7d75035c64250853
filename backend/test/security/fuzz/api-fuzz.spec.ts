import fc from 'fast-check';
import { readMediaFixture, until } from '@genalpha/testkit';
import { TestApp, createTestApp, listenOnFreePort } from '../../../src/test/test-app';
import { TokenScope } from '../../../src/tokens/token-scopes';
import { TestWorker, createTestWorkerBeside } from '../../../../worker/src/test/test-worker';
import { inconsistencies, orphanObjects } from '../testing/consistency';
import { Member, mintSession } from '../testing/members';
import { OpenApiOperation, loadOpenApi, operationsOf, resolveSchema } from '../testing/openapi-document';
import { rawRequest } from '../testing/raw-http';
import { ResponseChecker } from '../testing/response-checker';
import { createToken } from '../testing/tokens';
import { uploadAs } from '../testing/uploads';
import { insertVideo } from '../../../src/test/video-fixtures';
import { World, createWorld } from '../testing/world';
import { FuzzRequest, FuzzTargets, describeRequest, requestsFor } from './request-arbitraries';

/** Cases per operation: 200 in CI, more with `npm run fuzz -- --runs N`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Body fields that name an upload (or an object made from one). */
const UPLOAD_FIELDS = ['videoUrl', 'avatarImageURL', 'avatarUrl'];

/**
 * Property-based fuzzing of every operation in openapi.yaml against the real API and worker:
 * whatever is sent, the answer is never a 5xx and is exactly what the document says (status,
 * media type, schema with no undocumented field), and the database stays consistent.
 */
describe('API fuzz (fast-check, every operation of openapi.yaml)', () => {
  const document = loadOpenApi();
  const checker = new ResponseChecker(document);
  let t: TestApp;
  let worker: TestWorker;
  let port: number;
  let w: World;
  let files: { mp4: Buffer; png: Buffer };

  beforeAll(async () => {
    t = await createTestApp();
    worker = await createTestWorkerBeside(t);
    port = await listenOnFreePort(t);
    files = { mp4: await readMediaFixture('h264-16x9.mp4'), png: await readMediaFixture('image.png') };
  });

  /**
   * Access tokens made through the API: the owner's of each scope and with all three, the other
   * user's and the admin's with all three, and one of the owner's revoked. Answers their secrets and
   * the ids of the live ones.
   */
  async function tokensOf(world: World): Promise<{ secrets: string[]; ids: string[] }> {
    const all: TokenScope[] = ['read', 'write', 'upload'];
    const made: Array<[Member, TokenScope[]]> = [
      ...all.map((scope): [Member, TokenScope[]] => [world.owner, [scope]]),
      [world.owner, all],
      [world.other, all],
      [world.admin, all],
    ];
    const secrets: string[] = [];
    for (const [member, scopes] of made) secrets.push(await createToken(port, member.cookie, scopes));
    const revoked = await createToken(port, world.owner.cookie, ['read', 'write'], 'revoked');
    await t.dataSource.query(`UPDATE access_tokens SET "revokedAt" = now() WHERE name = 'revoked' AND "userId" = $1`, [world.owner.id]);
    const ids: Array<{ id: string }> = await t.dataSource.query(`SELECT id FROM access_tokens WHERE "userId" = ANY($1) AND "revokedAt" IS NULL`, [
      [world.owner.id, world.other.id],
    ]);
    return { secrets: [...secrets, revoked], ids: ids.map((row) => row.id) };
  }

  /** A video of the owner's that staff removed, with the owner's open appeal: what the appeal operations aim at. */
  async function appealedRemoval(world: World): Promise<{ video: string; appeal: string }> {
    const video = await insertVideo(t.dataSource, world.owner.id, { isHidden: true, moderationState: 'removed' });
    const [{ appeal }]: Array<{ appeal: string }> = await t.dataSource.query(
      `WITH decision AS (
         INSERT INTO moderation_log ("actorId", action, "targetType", "targetId", "targetLabel", reason) VALUES ($2, 'video.removed', 'video', $1, 'A video', 'Spam') RETURNING id
       ) INSERT INTO appeals ("userId", "targetType", "targetId", "decisionId", text) SELECT $3, 'video', $1, id, 'Please look again' FROM decision RETURNING id AS appeal`,
      [video, world.admin.id, world.owner.id],
    );
    return { video, appeal };
  }

  /**
   * A fresh world for each operation, so one that deletes (a video, a comment, a token) leaves the
   * next one something to aim at; real uploads of the owner for the operations that take one.
   */
  async function targetsFor(operation: OpenApiOperation): Promise<FuzzTargets> {
    w = await createWorld(t);
    const takesUpload = Object.keys(operation.requestBody ? (resolveSchema(document, operation.requestBody).properties ?? {}) : {}).some((name) =>
      UPLOAD_FIELDS.includes(name),
    );
    const uploads = takesUpload
      ? [
          uploadAs(port, w.owner.cookie, files.mp4, 'video/mp4'),
          uploadAs(port, w.owner.cookie, files.png, 'image/png'),
          uploadAs(port, w.owner.cookie, Buffer.from('not a video at all\n'.repeat(50)), 'video/mp4'),
          uploadAs(port, w.owner.cookie, files.png, 'video/mp4'),
        ]
      : [];
    const tokens = await tokensOf(w);
    const appealed = await appealedRemoval(w);
    return {
      ids: {
        video: [w.video, w.hiddenVideo, appealed.video],
        comment: [w.comment, w.hiddenComment],
        user: [w.owner.id, w.other.id],
        notification: [w.notification],
        token: tokens.ids,
        appeal: [appealed.appeal],
      },
      usernames: [w.owner.username, w.other.username],
      tokenSecrets: tokens.secrets,
      uploadUrls: uploads.length ? await Promise.all(uploads) : [`${t.config.publicUrl}/objects/uploads/00000000-0000-4000-8000-000000000000`],
      ownOrigin: t.config.publicUrl,
    };
  }

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function send(request: FuzzRequest) {
    const member = request.role === 'visitor' ? undefined : w[request.role];
    const cookies = [member ? await mintSession(t, member.id) : undefined, request.headers.cookie].filter(Boolean);
    const headers = { ...request.headers, ...(cookies.length ? { cookie: cookies.join('; ') } : {}) };
    return rawRequest(port, { method: request.method, path: request.path, headers, body: request.body });
  }

  afterEach(async () => {
    const found = Object.entries(await inconsistencies(t)).filter(([, count]) => count !== 0);
    expect(found).toEqual([]);
  });

  it.each(operationsOf(document).map((operation) => [operation.operationId, operation] as const))(
    '%s: never a 5xx, always as documented',
    async (_, operation) => {
      const targets = await targetsFor(operation);
      await fc.assert(
        fc.asyncProperty(requestsFor(document, operation, targets), async (request) => {
          const res = await send(request);
          const problem = res.status >= 500 ? `server error ${res.status}: ${res.text}` : checker.problem(operation, res);
          if (problem) throw new Error(`${describeRequest(request)} → ${problem}`);
        }),
        { numRuns: RUNS },
      );
    },
    30_000 + RUNS * 500,
  );

  it('leaves no stored file that nothing refers to once the worker is done', async () => {
    await until(
      'the worker to finish processing',
      async () => (await t.dataSource.query(`SELECT 1 FROM videos WHERE status = 'processing'`)).length === 0,
      60_000,
      250,
    );
    expect(await orphanObjects(t)).toEqual([]);
  }, 90_000);
});
