import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * S3's ListParts (GET /<bucket>/<key>?uploadId=), which s3rver 3.7 answers 405 and a resumed S3
 * multipart upload needs (@tus/s3-store counts the bytes it has from the parts): answered from the
 * part files s3rver itself keeps (`<uploads>/<uploadId>/<n>` and `<n>.md5`), NoSuchUpload once completed.
 */
export function listPartsMiddleware(uploadsDir: (bucket: string) => string) {
  return async (ctx: KoaContext, next: () => Promise<unknown>): Promise<unknown> => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'GET' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const [, bucket, ...key] = ctx.path.split('/').map(decodeURIComponent);
    const dir = join(uploadsDir(bucket), uploadId);
    ctx.type = 'application/xml';
    const names = await readdir(dir).catch(() => null);
    if (!names) {
      ctx.status = 404;
      ctx.body = `${XML}<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([stat(join(dir, String(n))), readFile(join(dir, `${n}.md5`), 'utf8')]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.body =
      `${XML}<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key>` +
      `<UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
