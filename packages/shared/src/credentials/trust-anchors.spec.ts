import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestSigningChain } from '@genalpha/testkit';
import { toolOfGenerator } from '../domain/tools';
import { SHIPPED_TRUST_ANCHORS, loadTrustAnchors } from './trust-anchors';

describe('trust anchors', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ga-anchors-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('joins the shipped folder with C2PA_TRUST_ANCHORS files and folders', async () => {
    const [a, b] = await Promise.all([createTestSigningChain(dir, 'A', 'a'), createTestSigningChain(dir, 'B', 'b')]);
    await mkdir(join(dir, 'more'));
    await writeFile(join(dir, 'more', 'b.pem'), b.rootPem);
    await writeFile(join(dir, 'more', 'notes.txt'), 'ignored: not .pem');
    const bundle = await loadTrustAnchors(`${join(dir, 'a-root.pem')}, ${join(dir, 'more')}`);
    expect(bundle).toContain(a.rootPem.trim());
    expect(bundle).toContain(b.rootPem.trim());
  });

  it('ships the C2PA Trust List: every certificate parses, the generators’ CAs among them', async () => {
    const shipped = await loadTrustAnchors(undefined, SHIPPED_TRUST_ANCHORS);
    const subjects = (shipped.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((pem) => new X509Certificate(pem).subject);
    expect(subjects).toHaveLength(30);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringContaining('CN=Google C2PA Root CA G3'), expect.stringContaining('O=Adobe Inc')]));
  });

  it('refuses a file with no certificate or a broken one, rather than trust fewer signers silently', async () => {
    await writeFile(join(dir, 'empty.pem'), 'nothing here');
    await writeFile(join(dir, 'broken.pem'), '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n');
    await expect(loadTrustAnchors(join(dir, 'empty.pem'))).rejects.toThrow('holds no PEM certificate');
    await expect(loadTrustAnchors(join(dir, 'broken.pem'))).rejects.toThrow();
    await expect(loadTrustAnchors(join(dir, 'missing.pem'))).rejects.toThrow();
  });
});

describe('toolOfGenerator', () => {
  it.each([
    ['OpenAI Sora', 'openai-sora'],
    ['OpenAI-Sora/1.0 c2pa-rs/0.33', 'openai-sora'],
    ['Google Veo 3', 'google-veo-3'],
    ['Runway Gen-3 Alpha', 'runway-gen-3'],
    ['Luma Dream Machine', 'luma-dream-machine'],
    ['Stable Video Diffusion', 'stability-ai-video'],
    ['Pika 2.0', 'pika-labs'],
    ['Adobe Firefly', null],
    ['Soraya Editor', null],
  ])('%s → %s', (generator, tool) => {
    expect(toolOfGenerator(generator)).toBe(tool);
  });
});
