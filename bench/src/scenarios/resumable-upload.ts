import { createHash } from 'node:crypto';
import { createReadStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AddressInfo, Server, Socket, createServer, connect } from 'node:net';
import { RESUMABLE_CHUNK_BYTES } from '@genalpha/shared';
import { tusUpload } from '@genalpha/sdk';
import { startS3Server } from '@genalpha/testkit/s3-server';
import { seedEmail, signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { ensureFileOfSize, megabytes } from '../files';
import { BenchResult } from '../results';
import { timed } from '../timing';

/**
 * A TCP relay in front of the API that kills the connection carrying an upload once `killAt` bytes
 * went through it towards the API, once; it reads the `Upload-Offset` the API answers after that
 * (the resumed upload's HEAD), which is where the server stopped counting.
 */
async function connectionKiller(
  apiUrl: string,
  killAt: number,
): Promise<{ url: string; killedAfter: () => number; offsetAfterKill: () => number | null; close: () => Promise<void> }> {
  const api = new URL(apiUrl);
  let forwarded = 0;
  let killed = false;
  let offsetAfterKill: number | null = null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(api.port), api.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      if (!killed && forwarded >= killAt) {
        killed = true;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (killed && offsetAfterKill === null) {
        const offset = /upload-offset: *(\d+)/i.exec(chunk.toString('latin1'));
        if (offset) offsetAfterKill = Number(offset[1]);
      }
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    killedAfter: () => (killed ? killAt : 0),
    offsetAfterKill: () => offsetAfterKill,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface ResumeRun {
  /** Bytes that had gone towards the API when the connection was killed (the requests' few header bytes included). */
  sentBeforeKill: number;
  /** Where the server had stopped counting (the resumed upload's Upload-Offset). */
  offset: number;
  seconds: number;
  identical: boolean;
}

/** Uploads `source` with the SDK's tus upload through a relay that kills its connection halfway; the SDK resumes it by itself. */
async function uploadCutHalfway(apiUrl: string, source: string, size: number, storedPath: (uploadUrl: string) => string): Promise<ResumeRun> {
  const client = await signIn(apiUrl, seedEmail(1));
  const relay = await connectionKiller(apiUrl, size / 2);
  try {
    let uploadUrl = '';
    const seconds = await timed(async () => {
      uploadUrl = await tusUpload({ baseUrl: relay.url, headers: { cookie: client.cookie! } }, source, {
        contentType: 'video/mp4',
        retryDelays: [200, 1000, 3000],
      });
    });
    const offset = relay.offsetAfterKill();
    if (relay.killedAfter() === 0 || offset === null) throw new Error('the relay never cut the upload, or saw no resume');
    const identical = (await sha256Of(storedPath(uploadUrl))) === (await sha256Of(source));
    return { sentBeforeKill: relay.killedAfter(), offset, seconds, identical };
  } finally {
    await relay.close();
  }
}

function resultOf(id: string, store: string, size: number, run: ResumeRun): BenchResult {
  const resent = Math.max(0, run.sentBeforeKill - run.offset);
  return {
    id,
    scenario: `resumable upload (tus, ${store} store): ${megabytes(size).toFixed(0)} MB, connection killed at 50%, resumed by the SDK`,
    value: megabytes(resent),
    unit: 'MB re-sent',
    target: `≤ one chunk (${megabytes(RESUMABLE_CHUNK_BYTES)} MB), stored byte for byte`,
    pass: resent <= RESUMABLE_CHUNK_BYTES && run.identical,
    note:
      `sent ${megabytes(run.sentBeforeKill).toFixed(1)} MB before the cut, the server had ${megabytes(run.offset).toFixed(1)} MB; ` +
      `${run.identical ? 'SHA-256 identical' : 'STORED FILE DIFFERS'}; ${run.seconds.toFixed(1)} s in all`,
  };
}

/**
 * 7e, 7f (issue 37): a large upload whose connection is killed halfway resumes where the server
 * stopped counting, on the local store (the bench's stack) and on S3 (s3rver, a second stack).
 */
export async function resumableUploadScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const size = ctx.profile.resumableUploadBytes;
  const source = join(ctx.stack.dataDir, 'tmp', `resumable-${megabytes(size)}mb.bin`);
  await ensureFileOfSize(source, size, { distinctBlocks: true });
  const results: BenchResult[] = [];
  try {
    const localPath = (url: string) => join(ctx.stack.dataDir, 'objects', 'uploads', new URL(url).pathname.split('/').pop()!);
    results.push(resultOf('7e', 'local', size, await uploadCutHalfway(ctx.stack.baseUrl, source, size, localPath)));

    const s3 = await startS3Server();
    const dataDir = join(ctx.stack.dataDir, 's3-stack');
    const stack = await ctx.startAnotherStack(dataDir, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.s3.endpoint,
      S3_BUCKET: s3.s3.bucket,
      S3_REGION: s3.s3.region,
      S3_ACCESS_KEY_ID: s3.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.s3.secretAccessKey,
    });
    try {
      const s3Path = (url: string) => s3.objectPath(`uploads/${new URL(url).pathname.split('/').pop()!}`);
      results.push(resultOf('7f', 'S3 (s3rver)', size, await uploadCutHalfway(stack.baseUrl, source, size, s3Path)));
    } finally {
      await stack.stop();
      await s3.close();
    }
  } finally {
    rmSync(source, { force: true });
  }
  return results;
}
