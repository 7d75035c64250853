/** What an account can sign in with today: its password (if it has one) and its passkeys. */
export interface SignInWays {
  hasPassword: boolean;
  passkeys: number;
}

export const LAST_WAY_TO_SIGN_IN = 'This is the only way left to sign in to your account, so it cannot be removed.';

export const waysToSignIn = ({ hasPassword, passkeys }: SignInWays): number => (hasPassword ? 1 : 0) + passkeys;

/** Removing one passkey must leave the account another way to sign in. */
export const canRemovePasskey = (ways: SignInWays): boolean => waysToSignIn(ways) > 1;
