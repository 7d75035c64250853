import { WebAuthnError } from '@simplewebauthn/browser';
import { ApiError, errorMessage } from '@/api/client';

/** What to tell the person after a passkey ceremony failed: the server's reason, or what the browser's error means. */
export function passkeyProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already has a passkey for your account.';
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey prompt was closed or timed out.';
  return fallback;
}
