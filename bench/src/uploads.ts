import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { data, putFile as sdkPutFile } from '@genalpha/sdk';
import { ApiClient } from './api-client';

/**
 * Streams a file to a local signed upload URL with a plain PUT, as a browser does; resolves once the
 * API answered 200. Scenario 7 times this one against the same PUT to bare node:http, so both go the same way.
 */
export function putFile(uploadUrl: string, path: string, contentType: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType, 'content-length': statSync(path).size } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT of ${path} answered ${res.statusCode}: ${body}`))));
    });
    req.on('error', reject);
    createReadStream(path).on('error', reject).pipe(req);
  });
}

/** POST /api/objects/upload, then the SDK's PUT: returns the upload URL to hand to POST /api/videos. */
export async function uploadFile(client: ApiClient, path: string, contentType: string): Promise<string> {
  const { uploadURL } = await data(client.sdk.POST('/api/objects/upload'));
  await sdkPutFile(uploadURL, path, { contentType });
  return uploadURL;
}
