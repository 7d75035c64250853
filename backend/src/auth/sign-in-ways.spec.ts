import { canRemovePasskey, waysToSignIn } from './sign-in-ways';

describe('ways to sign in', () => {
  it('counts the password and each passkey', () => {
    expect(waysToSignIn({ hasPassword: true, passkeys: 0 })).toBe(1);
    expect(waysToSignIn({ hasPassword: true, passkeys: 2 })).toBe(3);
    expect(waysToSignIn({ hasPassword: false, passkeys: 2 })).toBe(2);
  });

  it('lets a passkey go while a password or another passkey remains, never the last way', () => {
    expect(canRemovePasskey({ hasPassword: true, passkeys: 1 })).toBe(true);
    expect(canRemovePasskey({ hasPassword: false, passkeys: 2 })).toBe(true);
    expect(canRemovePasskey({ hasPassword: false, passkeys: 1 })).toBe(false);
  });
});
