import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage } from '@genalpha/shared';
import { TestSigningChain, corruptManifest, createMediaFixture, createTestSigningChain, signMp4, tamperMedia } from '@genalpha/testkit';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { VideoProbeProcessor } from './video-probe.processor';

describe('video.probe reads Content Credentials before any transcode (real signed MP4s)', () => {
  let w: TestWorker;
  let dir: string;
  let storage: LocalObjectStorage;
  let probe: VideoProbeProcessor;
  let userId: string;
  let anchor: TestSigningChain;
  let stranger: TestSigningChain;
  /** On the trust list too, but no maker of any tool we list. */
  let otherTrusted: TestSigningChain;
  let plain: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ga-probe-c2pa-'));
    [anchor, stranger, otherTrusted] = await Promise.all([
      createTestSigningChain(dir, 'OpenAI', 'anchor'),
      createTestSigningChain(dir, 'Elsewhere', 'stranger'),
      createTestSigningChain(dir, 'Acme Media', 'other-trusted'),
    ]);
    await writeFile(join(dir, 'anchors.pem'), anchor.rootPem + otherTrusted.rootPem);
    w = await createTestWorker({ c2paTrustAnchors: join(dir, 'anchors.pem') });
    storage = new LocalObjectStorage(w.config.dataDir);
    probe = w.app.get(VideoProbeProcessor);
    plain = await createMediaFixture('h264-no-faststart.mp4', dir);
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('c@example.com', 'x', 'c') RETURNING id`);
  });
  afterAll(async () => {
    await w.close();
    await rm(dir, { recursive: true, force: true });
    await rm(w.config.dataDir, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  async function uploaded(file: string, owner = userId): Promise<string> {
    const key = `uploads/${randomUUID()}`;
    await storage.putFile(key, file);
    const [{ id }] = await w.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl") VALUES ($1, 't', 'google-veo-3', $2, $2) RETURNING id`,
      [owner, `/objects/${key}`],
    );
    return id;
  }
  async function signed(chain: TestSigningChain, change?: (path: string) => Promise<void>, ingredients?: object[]): Promise<string> {
    const path = join(dir, `${randomUUID()}.mp4`);
    await signMp4(plain, path, chain, { generator: 'OpenAI Sora', ingredients });
    await change?.(path);
    return path;
  }
  async function processed(file: string) {
    const id = await uploaded(file);
    expect((await probe.process(id)).status).toBe('ready');
    const [video] = await w.dataSource.query(`SELECT status, "videoUrl", "credentialsState", credentials, "credentialsManifest" FROM videos WHERE id = $1`, [
      id,
    ]);
    return { id, ...video };
  }

  it('signed by a trusted anchor → valid, read from the original though the playable copy is a transcode', async () => {
    const video = await processed(await signed(anchor));
    expect(video).toMatchObject({ status: 'ready', credentialsState: 'valid', videoUrl: `/objects/videos/${video.id}/playable.mp4` });
    expect(video.credentials).toMatchObject({ generator: 'OpenAI Sora', tool: 'openai-sora', signer: 'OpenAI', aiGenerated: true, failures: [] });
    expect(video.credentialsManifest).toMatchObject({ validation_state: 'Trusted' });
  });

  it('signed by a trusted signer that is not the maker of the tool it names → unconfirmed: the signer shown, the tool not verified', async () => {
    const video = await processed(await signed(otherTrusted));
    expect(video).toMatchObject({
      status: 'ready',
      credentialsState: 'unconfirmed',
      credentials: { generator: 'OpenAI Sora', tool: 'openai-sora', signer: 'Acme Media' },
    });
    expect(video.credentialsManifest).toMatchObject({ validation_state: 'Trusted' });
  });

  it('signed by an anchor not on the list → untrusted', async () => {
    expect(await processed(await signed(stranger))).toMatchObject({ status: 'ready', credentialsState: 'untrusted', credentials: { signer: 'Elsewhere' } });
  });

  it('media changed after signing → invalid, the failed check kept', async () => {
    const video = await processed(await signed(anchor, tamperMedia));
    expect(video).toMatchObject({ status: 'ready', credentialsState: 'invalid' });
    expect(video.credentials.failures).toContain('assertion.bmffHash.mismatch');
  });

  it('no manifest → none, quietly', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    expect(await processed(plain)).toMatchObject({ status: 'ready', credentialsState: 'none', credentials: null, credentialsManifest: null });
    expect(warn).not.toHaveBeenCalledWith(expect.anything(), expect.stringContaining('content credentials'));
  });

  it('a corrupt manifest → none with a logged warning, and the video is still ready', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const video = await processed(await signed(anchor, corruptManifest));
    expect(video).toMatchObject({ status: 'ready', credentialsState: 'none', credentials: null });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ videoId: video.id, warning: expect.stringContaining('unreadable manifest') }),
      'content credentials not read; the video goes on without them',
    );
  });

  it('WebM, which C2PA does not cover → none', async () => {
    expect(await processed(await createMediaFixture('vp9-9x16.webm', dir))).toMatchObject({ status: 'ready', credentialsState: 'none' });
  });

  describe('verified lineage: a remix whose manifest names a video on GenAlpha as an ingredient', () => {
    let remixer: string;
    let parent: { id: string; instanceId: string };
    let parentFile: string;

    beforeAll(async () => {
      [{ id: remixer }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('r@example.com', 'x', 'r') RETURNING id`);
      parentFile = await signed(anchor);
      const { id, credentialsManifest } = await processed(parentFile);
      parent = { id, instanceId: credentialsManifest.manifests[credentialsManifest.active_manifest].instance_id };
      expect(parent.instanceId).toMatch(/^xmp[.:]iid:/);
    });

    const namingParent = () => [{ title: 'original.mp4', format: 'video/mp4', instance_id: parent.instanceId, relationship: 'parentOf' }];
    const remixOf = async (file: string, claimedParentId?: string) => {
      const id = await uploaded(file, remixer);
      if (claimedParentId) await w.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed' WHERE id = $1`, [id, claimedParentId]);
      expect((await probe.process(id)).status).toBe('ready');
      const [row] = await w.dataSource.query(`SELECT "parentId", "remixState" FROM videos WHERE id = $1`, [id]);
      return { id, ...row };
    };
    const remixNotifications = (videoId: string) =>
      w.dataSource.query(`SELECT "userId", "actorId" FROM notifications WHERE type = 'remix' AND "videoId" = $1`, [videoId]);

    it('links it to that video as "Verified remix" without the form saying so, counts it, and tells the original\'s creator once', async () => {
      const remix = await remixOf(await signed(anchor, undefined, namingParent()));
      expect(remix).toMatchObject({ parentId: parent.id, remixState: 'verified' });
      expect((await w.dataSource.query(`SELECT "remixCount" FROM videos WHERE id = $1`, [parent.id]))[0].remixCount).toBe(1);
      expect(await remixNotifications(remix.id)).toEqual([{ userId, actorId: remixer }]);
    });

    it('a parent claimed in the form and named by the manifest becomes verified; one the manifest does not name stays claimed', async () => {
      const named = await remixOf(await signed(anchor, undefined, namingParent()), parent.id);
      expect(named).toMatchObject({ parentId: parent.id, remixState: 'verified' });
      const other = await processed(plain);
      const unnamed = await remixOf(await signed(anchor, undefined, namingParent()), other.id);
      expect(unnamed).toMatchObject({ parentId: other.id, remixState: 'claimed' });
    });

    it('an ingredient several videos match (the same signed file uploaded twice) links to the oldest public one', async () => {
      const newer = await processed(parentFile);
      expect(await remixOf(await signed(anchor, undefined, namingParent()))).toMatchObject({ parentId: parent.id, remixState: 'verified' });
      await w.dataSource.query(`UPDATE videos SET "isHidden" = true WHERE id = $1`, [parent.id]);
      try {
        expect(await remixOf(await signed(anchor, undefined, namingParent()))).toMatchObject({ parentId: newer.id, remixState: 'verified' });
      } finally {
        await w.dataSource.query(`UPDATE videos SET "isHidden" = false WHERE id = $1`, [parent.id]);
      }
    });

    it('an untrusted signer vouches for nothing: its manifest naming the video links nothing', async () => {
      const remix = await remixOf(await signed(stranger, undefined, namingParent()));
      expect(remix).toMatchObject({ parentId: null, remixState: null });
    });
  });
});
