import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSigningChain, createMediaFixture, createTestSigningChain, signMp4, tamperMedia } from '@genalpha/testkit';
import { signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';

type Agent = ReturnType<TestApp['agent']>;
type Published = Record<string, unknown> & { id: string; credentials: { originalUrl: string } };

/** Signed uploads through the API and the real worker: the detail's credentials, the feed's state and ?verified=true. */
describe('Content Credentials in the API (API + worker, real signed MP4s)', () => {
  let t: TestApp;
  let worker: TestWorker;
  let dir: string;
  let anchor: TestSigningChain;
  let stranger: TestSigningChain;
  /** On the trust list, but no maker of the tool it names. */
  let otherTrusted: TestSigningChain;
  let plain: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ga-api-c2pa-'));
    [anchor, stranger, otherTrusted] = await Promise.all([
      createTestSigningChain(dir, 'OpenAI', 'anchor'),
      createTestSigningChain(dir, 'Elsewhere', 'stranger'),
      createTestSigningChain(dir, 'Acme Media', 'other-trusted'),
    ]);
    await writeFile(join(dir, 'anchors.pem'), anchor.rootPem + otherTrusted.rootPem);
    t = await createTestApp();
    worker = await createTestWorker({
      databaseUrl: t.config.databaseUrl,
      redisPrefix: t.config.redisPrefix,
      dataDir: t.config.dataDir,
      c2paTrustAnchors: join(dir, 'anchors.pem'),
    });
    plain = await createMediaFixture('h264-16x9.mp4', dir);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function publish(agent: Agent, file: string, toolUsed: string): Promise<Published> {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    await t
      .agent()
      .put(`${target.pathname}${target.search}`)
      .set('Content-Type', 'video/mp4')
      .send(await readFile(file))
      .expect(200);
    const { body } = await agent
      .post('/api/videos')
      .send({ title: 'Signed', caption: 'Made with AI', prompt: 'a signed clip', toolUsed, aspectRatio: 'auto', videoUrl: uploadURL })
      .expect(201);
    for (let i = 0; i < 150; i++) {
      const res = await agent.get(`/api/videos/${body.id}`).expect(200);
      if (res.body.status !== 'processing') return res.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`video ${body.id} still processing`);
  }
  async function signed(name: string, chain: TestSigningChain, tamper = false): Promise<string> {
    const path = join(dir, name);
    await signMp4(plain, path, chain, { generator: 'OpenAI Sora' });
    if (tamper) await tamperMedia(path);
    return path;
  }

  it('serves credentials on the detail, the compact state on feed items, and ?verified=true keeps the valid ones (not the unconfirmed)', async () => {
    const { agent } = await signUp(t);
    const valid = await publish(agent, await signed('valid.mp4', anchor), 'google-veo-3');
    const untrusted = await publish(agent, await signed('untrusted.mp4', stranger), 'openai-sora');
    const unconfirmed = await publish(agent, await signed('unconfirmed.mp4', otherTrusted), 'google-veo-3');
    const invalid = await publish(agent, await signed('invalid.mp4', anchor, true), 'openai-sora');
    const none = await publish(agent, plain, 'other');

    expect(valid).toMatchObject({
      status: 'ready',
      toolUsed: 'google-veo-3',
      verifiedTool: 'openai-sora',
      credentialsState: 'valid',
      credentials: {
        state: 'valid',
        generator: 'OpenAI Sora',
        tool: 'openai-sora',
        signer: 'OpenAI',
        signedAt: null,
        aiGenerated: true,
        actions: [{ action: 'c2pa.created', digitalSourceType: 'trainedAlgorithmicMedia', softwareAgent: 'OpenAI Sora' }],
        ingredientsCount: 0,
        failures: [],
        originalUrl: expect.stringMatching(/^\/objects\/uploads\//),
      },
    });
    expect(untrusted).toMatchObject({ credentialsState: 'untrusted', verifiedTool: null, credentials: { signer: 'Elsewhere', tool: 'openai-sora' } });
    // A trusted signer naming another maker's tool: its name shown, the tool not verified (the uploader's stays).
    expect(unconfirmed).toMatchObject({
      toolUsed: 'google-veo-3',
      verifiedTool: null,
      credentialsState: 'unconfirmed',
      credentials: { state: 'unconfirmed', signer: 'Acme Media', generator: 'OpenAI Sora', tool: 'openai-sora' },
    });
    expect(invalid).toMatchObject({
      credentialsState: 'invalid',
      verifiedTool: null,
      credentials: { failures: expect.arrayContaining(['assertion.bmffHash.mismatch']) },
    });
    expect(none).toMatchObject({
      status: 'ready',
      credentialsState: 'none',
      verifiedTool: null,
      credentials: { state: 'none', generator: null, originalUrl: null },
    });

    // The original, which carries the manifest, downloads as uploaded.
    const original = await t.agent().get(valid.credentials.originalUrl).buffer(true).expect(200);
    expect(Buffer.compare(original.body, await readFile(join(dir, 'valid.mp4')))).toBe(0);

    const feed = (await t.agent().get('/api/videos').expect(200)).body.videos as Array<Record<string, unknown>>;
    const stateOf = (id: string) => feed.find((item) => item.id === id);
    expect(stateOf(valid.id)).toMatchObject({ credentialsState: 'valid', verifiedTool: 'openai-sora' });
    expect(stateOf(valid.id)).not.toHaveProperty('credentials');
    expect(stateOf(untrusted.id)).toMatchObject({ credentialsState: 'untrusted' });
    expect(stateOf(unconfirmed.id)).toMatchObject({ credentialsState: 'unconfirmed', verifiedTool: null });
    expect(stateOf(invalid.id)).toMatchObject({ credentialsState: 'invalid' });
    expect(stateOf(none.id)).toMatchObject({ credentialsState: 'none' });

    const verified = (await agent.get('/api/videos?verified=true').expect(200)).body.videos as Array<{ id: string }>;
    expect(verified.map((item) => item.id)).toEqual([valid.id]);
    const all = (await agent.get('/api/videos?verified=false').expect(200)).body.videos as Array<{ id: string }>;
    expect(all).toHaveLength(5);
    await agent.get('/api/videos?verified=yes').expect(400);

    // The manifest's tool is shown; staff keep seeing the uploader's claim beside it.
    const moderator = await signUpAs(t, 'moderator');
    const removed = await moderator.agent.post(`/api/admin/videos/${valid.id}/remove`).send({ reason: 'test' }).expect(200);
    expect(removed.body).toMatchObject({ toolUsed: 'google-veo-3', verifiedTool: 'openai-sora', credentialsState: 'valid', toolDisputed: true });
    const agreed = await moderator.agent.post(`/api/admin/videos/${untrusted.id}/remove`).send({ reason: 'test' }).expect(200);
    expect(agreed.body).toMatchObject({ toolUsed: 'openai-sora', verifiedTool: null, credentialsState: 'untrusted', toolDisputed: false });
    const unproven = await moderator.agent.post(`/api/admin/videos/${unconfirmed.id}/remove`).send({ reason: 'test' }).expect(200);
    expect(unproven.body).toMatchObject({ toolUsed: 'google-veo-3', verifiedTool: null, credentialsState: 'unconfirmed', toolDisputed: false });
  });
});
