import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '@genalpha/shared';

/** A key of its own for upload URLs, derived from the session secret so no extra setting is needed. */
export function uploadSigningKey(config: Pick<AppConfig, 'sessionSecret'>): Buffer {
  if (!config.sessionSecret) throw new Error('SESSION_SECRET is not set (npm start generates one under .data/)');
  return createHmac('sha256', config.sessionSecret).update('genalpha upload url v1').digest();
}

export function signUpload(signingKey: Buffer, objectKey: string, expiresAtSeconds: number): string {
  return createHmac('sha256', signingKey).update(`PUT\n${objectKey}\n${expiresAtSeconds}`).digest('base64url');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkUploadSignature(signingKey: Buffer, objectKey: string, expires: unknown, signature: unknown, nowMs = Date.now()): SignatureCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
  const expected = Buffer.from(signUpload(signingKey, objectKey, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= nowMs ? 'expired' : 'valid';
}
