/// <reference lib="webworker" />
// Reads a chosen file's C2PA manifest off the main thread: FileReaderSync (which the library reads
// Blobs through) exists only in workers; files over 50 MB are read in slices, never whole.
import init, { WasmReader } from '@contentauth/c2pa-wasm';
import wasmUrl from '@contentauth/c2pa-wasm/c2pa.wasm?url';

// Only a hint: the manifest is read, not validated (the server validates it against the trust
// list), so even a 5 GB file is not hashed here; no remote manifests, no OCSP.
const SETTINGS = JSON.stringify({ verify: { verify_after_reading: false, verify_trust: false, remote_manifest_fetch: false, ocsp_fetch: false } });

self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data;
  try {
    await init({ module_or_path: wasmUrl });
    const reader = await WasmReader.fromBlob(file.type === 'video/quicktime' ? 'video/quicktime' : 'video/mp4', file, SETTINGS);
    const manifest = reader.activeManifest() as { claim_generator_info?: Array<{ name?: string }>; claim_generator?: string } | undefined;
    self.postMessage(manifest?.claim_generator_info?.[0]?.name ?? manifest?.claim_generator ?? null);
    reader.free();
  } catch {
    self.postMessage(null);
  }
};
