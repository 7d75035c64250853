import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { hasManifestBox } from './manifest-box';
import type { ManifestStoreJson } from './manifest-summary';

/**
 * What c2pa-rs is told the file is: its one ISO BMFF reader serves MP4 and MOV alike, and only a BMFF
 * file has the C2PA box looked for first (WebM/Matroska has no C2PA binding: it reads as none).
 */
const BMFF_FORMAT = 'video/mp4';

export interface ReadCredentialsOptions {
  /** PEM bundle of the signer anchors to trust (loadTrustAnchors). */
  trustAnchors: string;
  timeoutMs: number;
  /** The job's: aborting it stops the reading at once. */
  signal?: AbortSignal;
}

/** A manifest store, or none (with why, when something other than "no manifest" went wrong). */
export type CredentialsRead = { store: ManifestStoreJson } | { store: null; warning: string | null };

/** A manifest store larger than this is not kept (real ones are a few KB; thumbnails are not serialised). */
const MAX_STORE_JSON_CHARS = 2_000_000;
/** The reading thread's own JavaScript heap; the file is read in slices, never held whole (see readInThread). */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** A compiled WebAssembly.Module (the ES2022 lib this package builds with has no WebAssembly types). */
type WasmModule = object;
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

let wasmModule: Promise<WasmModule> | undefined;
/** c2pa-rs compiled to WebAssembly (@contentauth/c2pa-wasm), compiled once per process and shared with each reading thread. */
function compiledLibrary(): Promise<WasmModule> {
  wasmModule ??= readFile(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return wasmModule;
}

/**
 * Reads and validates the C2PA manifest store of the file at `path` in a worker thread that the
 * time limit terminates, with remote manifests and OCSP off and no network at all: an upload never
 * makes us open another file or URL. Never throws: whatever goes wrong is none with a warning.
 */
export async function readContentCredentials(path: string, options: ReadCredentialsOptions): Promise<CredentialsRead> {
  try {
    if (!(await hasManifestBox(path))) return { store: null, warning: null };
  } catch (error) {
    return { store: null, warning: `the file could not be read: ${(error as Error).message}` };
  }
  const settings = {
    ...(options.trustAnchors ? { trust: { trust_anchors: options.trustAnchors } } : {}),
    // The time-stamp only dates the signature: its authority is not held to our signer list (else a
    // trusted signer with another TSA would read as unverified); the signature itself always is.
    verify: { verify_trust: true, verify_timestamp_trust: false, remote_manifest_fetch: false, ocsp_fetch: false },
  };
  let module: WasmModule;
  try {
    module = await compiledLibrary();
  } catch (error) {
    return { store: null, warning: `the C2PA library did not load: ${(error as Error).message}` };
  }
  const workerData = { path, format: BMFF_FORMAT, settings: JSON.stringify(settings), module, library: require.resolve('@contentauth/c2pa-wasm') };
  return new Promise((resolve) => {
    const worker = new Worker(`(${readInThread.toString()})()`, { eval: true, workerData, resourceLimits: THREAD_LIMITS });
    let settled = false;
    const settle = (read: CredentialsRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', aborted);
      void worker.terminate();
      resolve(read);
    };
    const timer = setTimeout(() => settle({ store: null, warning: `reading took over ${options.timeoutMs} ms` }), options.timeoutMs);
    const aborted = () => settle({ store: null, warning: 'the job was stopped' });
    if (options.signal?.aborted) aborted();
    options.signal?.addEventListener('abort', aborted);
    worker.on('message', (message: { json?: string; error?: string }) => settle(parseReply(message)));
    worker.on('error', (error) => settle({ store: null, warning: `the reading thread failed: ${error.message}` }));
    worker.on('exit', () => settle({ store: null, warning: 'the reading thread ended without an answer' }));
  });
}

function parseReply(message: { json?: string; error?: string }): CredentialsRead {
  if (message.error !== undefined) {
    // No manifest at all is the common case, not a problem worth a warning.
    return { store: null, warning: /JumbfNotFound|ProvenanceMissing/.test(message.error) ? null : `unreadable manifest: ${message.error.slice(0, 300)}` };
  }
  if (!message.json || message.json.length > MAX_STORE_JSON_CHARS) return { store: null, warning: 'the manifest store is empty or too large to keep' };
  return { store: JSON.parse(message.json) as ManifestStoreJson };
}

/**
 * The reading thread, run from its source (so it works from TypeScript under test as from the build).
 * c2pa-rs reads a Blob through FileReaderSync: Node has neither, so the file is given as a Blob-like
 * object whose slices read from the file descriptor on demand. Files up to 50 MB are copied into
 * WebAssembly memory whole (the library's choice); larger ones are read as c2pa-rs hashes them, in
 * 256 MB requests that each answer at most READ_CHUNK bytes of (a short read, which its loop takes),
 * so memory stays bounded whatever the file's size: about 430 MB peak RSS for 300 MB or 2 GB, most of
 * it c2pa-rs's own 256 MB hashing buffer, instead of 900 MB with whole 256 MB answers (bench 8e).
 */
function readInThread(): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- this function runs alone, as a CommonJS script in its thread */
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const fs = require('node:fs') as typeof import('node:fs');
  const { pathToFileURL } = require('node:url') as typeof import('node:url');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { path, format, settings, module, library } = workerData as { path: string; format: string; settings: string; module: WasmModule; library: string };
  const reply = (message: { json?: string; error?: string }) => parentPort?.postMessage(message);
  const READ_CHUNK = 16 * 1024 * 1024;
  globalThis.fetch = () => Promise.reject(new Error('no network while reading credentials'));

  const fd = fs.openSync(path, 'r');
  class FileSlice {
    constructor(
      readonly start: number,
      readonly end: number,
      /** A slice answers at most READ_CHUNK bytes (a short read); the whole file, which the library reads whole only up to 50 MB, answers all. */
      readonly isSlice = false,
    ) {}
    get size(): number {
      return this.end - this.start;
    }
    slice(from = 0, to = this.size): FileSlice {
      const clamp = (n: number) => Math.min(Math.max(0, n), this.size);
      return new FileSlice(this.start + clamp(from), this.start + Math.max(clamp(from), clamp(to)), true);
    }
    bytes(): ArrayBuffer {
      const buffer = new Uint8Array(this.isSlice ? Math.min(this.size, READ_CHUNK) : this.size);
      let done = 0;
      while (done < buffer.length) {
        const read = fs.readSync(fd, buffer, done, buffer.length - done, this.start + done);
        if (read === 0) break;
        done += read;
      }
      return buffer.buffer;
    }
  }
  (globalThis as Record<string, unknown>).FileReaderSync = class {
    readAsArrayBuffer(blob: FileSlice): ArrayBuffer {
      return blob.bytes();
    }
  };

  void (async () => {
    try {
      const c2pa = (await import(pathToFileURL(library).href)) as typeof import('@contentauth/c2pa-wasm', { with: { 'resolution-mode': 'import' } });
      c2pa.initSync({ module });
      const whole = new FileSlice(0, fs.fstatSync(fd).size);
      const reader = await c2pa.WasmReader.fromBlob(format, whole as unknown as Blob, settings);
      reply({ json: reader.json() });
      reader.free();
    } catch (error) {
      reply({ error: String(error) });
    } finally {
      fs.closeSync(fd);
    }
  })();
}
