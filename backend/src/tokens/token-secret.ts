import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PREFIX } from './token-scopes';

const SECRET_SHAPE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const newTokenSecret = (): string => TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** A fast hash is right for a 256-bit random secret (nothing to brute-force), as GitHub does. */
export const hashTokenSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const isTokenSecretShaped = (text: string): boolean => SECRET_SHAPE.test(text);
