/** An account as its passkeys name it: WebAuthn's user entity, with `id` the user handle in base64url. */
export interface PasskeyUser {
  id: string;
  name: string;
  displayName: string;
}

/** The WebAuthn user handle of an account, in base64url: its id's 16 bytes (no email or name, which WebAuthn asks to keep out of it). */
export function webAuthnUserHandle(userId: string): string {
  const hex = userId.replace(/-/g, '');
  let bytes = '';
  for (let i = 0; i < hex.length; i += 2) bytes += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * What a new passkey is told about its account (the API's registration options), and what the web
 * client tells the passkey provider again once the email or display name has changed.
 */
export function passkeyUserOf(account: { id: string; email: string; displayName: string }): PasskeyUser {
  return { id: webAuthnUserHandle(account.id), name: account.email, displayName: account.displayName };
}
