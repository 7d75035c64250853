import { rawRequest } from './raw-http';

/** The path and query of an upload URL, as a request line carries them. */
export function requestPathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** The same upload URL with the first character of its signature changed. */
export function withTamperedSignature(url: URL): URL {
  const tampered = new URL(url);
  tampered.searchParams.set(
    'signature',
    url.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
  );
  return tampered;
}

/** Asks for an upload URL as the holder of `cookie` and PUTs `body` to it, as the web client does; returns the URL. */
export async function uploadAs(port: number, cookie: string, body: Buffer, contentType: string): Promise<string> {
  const issued = await rawRequest(port, { method: 'POST', path: '/api/objects/upload', headers: { cookie } });
  if (issued.status !== 201) throw new Error(`upload URL refused: ${issued.status} ${issued.text}`);
  const { uploadURL } = issued.body as { uploadURL: string };
  const put = await rawRequest(port, { method: 'PUT', path: requestPathOf(uploadURL), headers: { 'content-type': contentType }, body });
  if (put.status !== 200) throw new Error(`upload refused: ${put.status} ${put.text}`);
  return uploadURL;
}

/** Starts a resumable (tus) upload of 100 bytes as the holder of `cookie`; returns its id (the last segment of its URL). */
export async function resumableUploadAs(port: number, cookie: string): Promise<string> {
  const headers = { cookie, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}` };
  const created = await rawRequest(port, { method: 'POST', path: '/api/uploads', headers });
  if (created.status !== 201) throw new Error(`resumable upload refused: ${created.status} ${created.text}`);
  return String(created.headers.location).split('/').pop()!;
}
