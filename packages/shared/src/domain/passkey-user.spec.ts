import { passkeyUserOf, webAuthnUserHandle } from './passkey-user';

describe('passkeyUserOf', () => {
  it('names the account by its email and display name, with its id’s 16 bytes as the user handle', () => {
    const id = '0b8c5f1e-2b7a-4f7e-9bfa-1c2d3e4ffafb';
    const handle = Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
    expect(webAuthnUserHandle(id)).toBe(handle);
    expect(passkeyUserOf({ id, email: 'ada@example.com', displayName: 'Ada' })).toEqual({ id: handle, name: 'ada@example.com', displayName: 'Ada' });
  });
});
