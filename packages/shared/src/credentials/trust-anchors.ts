import { X509Certificate } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The anchors shipped with the project: packages/shared/trust-anchors/*.pem (its README names each one's source). */
export const SHIPPED_TRUST_ANCHORS = join(__dirname, '..', '..', 'trust-anchors');

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Every trust anchor as one PEM bundle: the shipped ones plus those of `extra` (C2PA_TRUST_ANCHORS:
 * comma-separated PEM files or folders of .pem files). A file that holds no certificate, or one
 * that does not parse, is an error: a silently shorter trust list would turn valid videos untrusted.
 */
export async function loadTrustAnchors(extra: string | undefined, shipped = SHIPPED_TRUST_ANCHORS): Promise<string> {
  const sources = [
    shipped,
    ...(extra ?? '')
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean),
  ];
  const files = (await Promise.all(sources.map(pemFilesAt))).flat();
  const certificates = await Promise.all(files.map(certificatesIn));
  return certificates.flat().join('\n');
}

async function pemFilesAt(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const names = (await readdir(path)).filter((name) => name.endsWith('.pem')).sort();
  return names.map((name) => join(path, name));
}

async function certificatesIn(file: string): Promise<string[]> {
  const blocks = (await readFile(file, 'utf8')).match(PEM_CERTIFICATE) ?? [];
  if (blocks.length === 0) throw new Error(`Trust anchor file ${file} holds no PEM certificate`);
  for (const block of blocks) new X509Certificate(block); // throws on a certificate that does not parse
  return blocks;
}
