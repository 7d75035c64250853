import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSigningChain, corruptManifest, createMediaFixture, createTestSigningChain, growMp4, signMp4, tamperMedia } from '@genalpha/testkit';
import { summarizeManifestStore } from './manifest-summary';
import { CredentialsRead, readContentCredentials } from './read-credentials';

describe('readContentCredentials (c2pa-wasm, real signed MP4s)', () => {
  let dir: string;
  let trusted: TestSigningChain;
  let stranger: TestSigningChain;
  let plain: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ga-c2pa-'));
    [trusted, stranger] = await Promise.all([createTestSigningChain(dir, 'OpenAI', 'trusted'), createTestSigningChain(dir, 'Someone', 'stranger')]);
    plain = await createMediaFixture('h264-16x9.mp4', dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const read = (path: string, anchors = trusted.rootPem) => readContentCredentials(path, { trustAnchors: anchors, timeoutMs: 30_000 });
  const summary = (result: CredentialsRead) => (result.store ? summarizeManifestStore(result.store) : null);

  async function signed(name: string, chain: TestSigningChain, generator = 'OpenAI Sora'): Promise<string> {
    const path = join(dir, name);
    await signMp4(plain, path, chain, { generator });
    return path;
  }

  it('signed by an anchor on the trust list → valid, with generator, tool, signer and actions', async () => {
    const result = await read(await signed('valid.mp4', trusted));
    expect(summary(result)).toEqual({
      state: 'valid',
      credentials: {
        generator: 'OpenAI Sora',
        tool: 'openai-sora',
        signer: 'OpenAI',
        signedAt: null,
        actions: [{ action: 'c2pa.created', digitalSourceType: 'trainedAlgorithmicMedia', softwareAgent: 'OpenAI Sora' }],
        aiGenerated: true,
        ingredientsCount: 0,
        failures: [],
      },
    });
  });

  it.each([
    ['40 MB, which the library reads whole', 40],
    ['60 MB, which it reads in slices', 60],
  ])('a signed file of %s → valid', async (_, megabytes) => {
    const grown = join(dir, `grown-${megabytes}.mp4`);
    await copyFile(plain, grown);
    await growMp4(grown, megabytes * 1024 * 1024);
    const path = join(dir, `signed-${megabytes}.mp4`);
    await signMp4(grown, path, trusted, { generator: 'OpenAI Sora' });
    expect(summary(await read(path))?.state).toBe('valid');
  });

  it('the same, signed by an anchor not on the list → untrusted', async () => {
    const result = await read(await signed('untrusted.mp4', stranger, 'Runway Gen-3 Alpha'));
    expect(summary(result)).toMatchObject({ state: 'untrusted', credentials: { signer: 'Someone', tool: 'runway-gen-3', failures: [] } });
  });

  it('an empty trust list trusts nobody', async () => {
    const result = await read(await signed('no-list.mp4', trusted), '');
    expect(summary(result)?.state).toBe('untrusted');
  });

  it('a byte of the media flipped after signing → invalid, naming the failed check', async () => {
    const path = await signed('tampered.mp4', trusted);
    await tamperMedia(path);
    const result = summary(await read(path));
    expect(result?.state).toBe('invalid');
    expect(result?.credentials?.failures).toContain('assertion.bmffHash.mismatch');
  });

  it('no manifest → none, without a warning', async () => {
    expect(await read(plain)).toEqual({ store: null, warning: null });
  });

  it('a corrupt manifest → none, with a warning', async () => {
    const path = join(dir, 'corrupt.mp4');
    await copyFile(await signed('to-corrupt.mp4', trusted), path);
    await corruptManifest(path);
    const result = await read(path);
    expect(result.store).toBeNull();
    expect(result).toMatchObject({ warning: expect.stringContaining('unreadable manifest') });
  });

  it('a manifest kept at a URL is never fetched → none, and no request made', async () => {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const path = join(dir, 'remote.mp4');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/manifest.c2pa`;
      await signMp4(plain, path, trusted, { generator: 'OpenAI Sora', remoteManifestUrl: url });
      expect(await read(path)).toEqual({ store: null, warning: null });
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('stops when the job is stopped', async () => {
    const stop = new AbortController();
    const reading = readContentCredentials(await signed('stopped.mp4', trusted), { trustAnchors: '', timeoutMs: 30_000, signal: stop.signal });
    stop.abort();
    expect(await reading).toEqual({ store: null, warning: 'the job was stopped' });
  });

  it('a reading that outlasts its time limit is stopped → none, with a warning', async () => {
    const result = await readContentCredentials(await signed('slow.mp4', trusted), { trustAnchors: '', timeoutMs: 1 });
    expect(result).toEqual({ store: null, warning: 'reading took over 1 ms' });
  });
});
