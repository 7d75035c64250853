import { isoBase64URL } from '@simplewebauthn/server/helpers';

/** The WebAuthn user handle of an account: its id's 16 bytes (no email or name, which WebAuthn asks to keep out). */
export const webAuthnUserId = (userId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

export const webAuthnUserHandle = (userId: string): string => isoBase64URL.fromBuffer(webAuthnUserId(userId));
