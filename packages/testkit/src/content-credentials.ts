import { execFile } from 'node:child_process';
import { appendFile, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';

/**
 * Signed MP4s for tests: a certificate chain made with Debian's openssl (an ES256 root, and a leaf
 * with digitalSignature and the emailProtection EKU, as C2PA's certificate profile requires), and
 * @contentauth/c2pa-wasm's builder signing through a callback that returns the whole COSE_Sign1.
 */
export interface TestSigningChain {
  /** The root, to put (or not) on the test trust list. */
  rootPem: string;
  leafPem: string;
  leafKeyPem: string;
}

const run = promisify(execFile);

/** A root CA and a leaf certificate whose subject organisation is `organisation`, made in `dir`. */
export async function createTestSigningChain(dir: string, organisation: string, name = 'root'): Promise<TestSigningChain> {
  const file = (suffix: string) => join(dir, `${name}-${suffix}`);
  const subject = (cn: string) => `/CN=${cn}/O=${organisation.replace(/[/=]/g, ' ')}`;
  await run('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('root.key')]);
  await run('openssl', [
    'req', '-x509', '-new', '-key', file('root.key'), '-sha256', '-days', '3650', '-subj', subject(`${organisation} Test Root`),
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign', '-addext', 'subjectKeyIdentifier=hash',
    '-out', file('root.pem'),
  ]); // prettier-ignore
  await run('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('leaf.key')]);
  await run('openssl', ['req', '-new', '-key', file('leaf.key'), '-subj', subject(`${organisation} Signer`), '-out', file('leaf.csr')]);
  await writeFile(
    file('leaf.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=emailProtection\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid:always\n',
  );
  await run('openssl', [
    'x509', '-req', '-in', file('leaf.csr'), '-CA', file('root.pem'), '-CAkey', file('root.key'), '-set_serial', String(Date.now()),
    '-days', '365', '-sha256', '-extfile', file('leaf.ext'), '-out', file('leaf.pem'),
  ]); // prettier-ignore
  const [rootPem, leafPem, leafKeyPem] = await Promise.all([file('root.pem'), file('leaf.pem'), file('leaf.key')].map((path) => readFile(path, 'utf8')));
  return { rootPem, leafPem, leafKeyPem };
}

export interface SignOptions {
  /** claim_generator_info name, e.g. "OpenAI Sora". */
  generator: string;
  /** IPTC digital source type of the c2pa.created action. */
  digitalSourceType?: string;
  /** Embed no manifest, only this URL where a reader could fetch it (what a hostile upload could point anywhere). */
  remoteManifestUrl?: string;
  /** Ingredients the manifest lists, as c2pa-rs's manifest definition spells them (title, format, instance_id, relationship). */
  ingredients?: object[];
}

/** Writes `output`: `input` (an MP4) with a C2PA manifest signed by `chain`'s leaf. */
export async function signMp4(input: string, output: string, chain: TestSigningChain, options: SignOptions): Promise<void> {
  const definition = {
    claim_generator_info: [{ name: options.generator, version: '1.0' }],
    title: 'generated.mp4',
    format: 'video/mp4',
    ...(options.ingredients && { ingredients: options.ingredients }),
    assertions: [
      {
        label: 'c2pa.actions',
        data: {
          actions: [
            {
              action: 'c2pa.created',
              digitalSourceType: `http://cv.iptc.org/newscodes/digitalsourcetype/${options.digitalSourceType ?? 'trainedAlgorithmicMedia'}`,
              softwareAgent: { name: options.generator },
            },
          ],
        },
      },
    ],
  };
  const signed = await inThread<Uint8Array>(signInThread, {
    library: require.resolve('@contentauth/c2pa-wasm'),
    wasm: await readFile(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')),
    source: await readFile(input),
    definition: JSON.stringify(definition),
    remoteManifestUrl: options.remoteManifestUrl,
    chain,
  });
  await writeFile(output, signed);
}

/** Grows an MP4 by a top-level box of an unregistered type, `bytes` long (sparse on disk), which C2PA's hash covers. */
export async function growMp4(path: string, bytes: number): Promise<void> {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0); // the 64-bit size follows the type
  header.write('junk', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(bytes), 8);
  const before = (await stat(path)).size;
  await appendFile(path, header);
  await truncate(path, before + bytes);
}

/** Flips one byte of the media data (mdat) of a signed MP4: its manifest no longer matches it. */
export async function tamperMedia(path: string): Promise<void> {
  const bytes = await readFile(path);
  const mdat = topLevelBox(bytes, 'mdat');
  bytes[mdat.start + Math.floor(mdat.size / 2)] ^= 0xff;
  await writeFile(path, bytes);
}

/** Breaks the JUMBF structure inside a signed MP4's C2PA box, so no manifest can be parsed from it. */
export async function corruptManifest(path: string): Promise<void> {
  const bytes = await readFile(path);
  const uuid = topLevelBox(bytes, 'uuid');
  const jumb = bytes.indexOf('jumb', uuid.start, 'latin1');
  bytes.writeUInt32BE(0xfffffff0, jumb - 4);
  bytes.fill(0xee, jumb + 4, jumb + 64);
  await writeFile(path, bytes);
}

function topLevelBox(bytes: Buffer, type: string): { start: number; size: number } {
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === type) return { start: offset, size };
    if (size < 8) break;
    offset += size;
  }
  throw new Error(`no ${type} box`);
}

/** Runs `fn`'s source in a worker thread (the library is an ES module, which jest's CommonJS cannot import). */
function inThread<T>(fn: () => void, workerData: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(`(${fn.toString()})()`, { eval: true, workerData });
    worker.once('message', (message: { ok?: T; error?: string }) => (message.error ? reject(new Error(message.error)) : resolve(message.ok as T)));
    worker.once('error', reject);
  });
}

/**
 * The signing thread. c2pa-wasm's signer callback does the whole COSE: it returns a tagged
 * COSE_Sign1 (protected: alg ES256 and the x5chain; payload detached) exactly `reserveSize` long,
 * padded through the unprotected "pad" header as c2pa-rs does, since the placeholder it hashed
 * around has that size.
 */
function signInThread(): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- this function runs alone, as a CommonJS script in its thread */
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const crypto = require('node:crypto') as typeof import('node:crypto');
  const { pathToFileURL } = require('node:url') as typeof import('node:url');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const data = workerData as {
    library: string;
    wasm: Uint8Array;
    source: Uint8Array;
    definition: string;
    remoteManifestUrl?: string;
    chain: TestSigningChain;
  };
  const RESERVE = 16_384;

  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  type Cbor = null | number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;
  const cbor = (v: Cbor): Buffer => {
    if (v === null) return Buffer.from([0xf6]);
    if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
    if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
    if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), v]);
    if (Array.isArray(v)) return Buffer.concat([head(4, v.length), ...v.map(cbor)]);
    return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
  };
  const der = (pem: string) => new crypto.X509Certificate(pem).raw;
  const key = crypto.createPrivateKey(data.chain.leafKeyPem);
  const protectedHeader = cbor(
    new Map<Cbor, Cbor>([
      [1, -7],
      [33, [der(data.chain.leafPem), der(data.chain.rootPem)]],
    ]),
  );
  const signer = {
    alg: 'es256',
    reserveSize: RESERVE,
    sign: async (claim: Uint8Array) => {
      const toBeSigned = cbor(['Signature1', protectedHeader, new Uint8Array(0), claim]);
      const signature = crypto.sign('sha256', toBeSigned, { key, dsaEncoding: 'ieee-p1363' });
      const sign1 = (pad: number) =>
        Buffer.concat([Buffer.from([0xd2]), cbor([protectedHeader, new Map<Cbor, Cbor>([['pad', new Uint8Array(pad)]]), null, signature])]);
      let pad = RESERVE - sign1(0).length;
      while (sign1(pad).length > RESERVE) pad--;
      return new Uint8Array(sign1(pad));
    },
  };
  // c2pa-rs reads the source Blob through FileReaderSync, which Node lacks: an in-memory stand-in.
  class Bytes {
    constructor(readonly b: Uint8Array) {}
    get size(): number {
      return this.b.length;
    }
    slice(from?: number, to?: number): Bytes {
      return new Bytes(this.b.slice(from, to));
    }
  }
  (globalThis as Record<string, unknown>).FileReaderSync = class {
    readAsArrayBuffer(blob: Bytes): ArrayBuffer {
      return blob.b.slice().buffer;
    }
  };
  void (async () => {
    try {
      const c2pa = (await import(pathToFileURL(data.library).href)) as typeof import('@contentauth/c2pa-wasm', { with: { 'resolution-mode': 'import' } });
      c2pa.initSync({ module: data.wasm });
      const builder = c2pa.WasmBuilder.fromJson(data.definition);
      if (data.remoteManifestUrl) {
        builder.setRemoteUrl(data.remoteManifestUrl);
        builder.setNoEmbed(true);
      }
      const signed = await builder.sign(signer, [], 'video/mp4', new Bytes(data.source) as unknown as Blob);
      parentPort?.postMessage({ ok: signed });
    } catch (error) {
      parentPort?.postMessage({ error: String(error) });
    }
  })();
}
