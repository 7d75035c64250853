import { useConfirmEmailChange } from '../api/email-change';
import { MailedTokenPage } from './mailed-token-page';

/** Moves the account to its new address with the mailed token as soon as it opens, and says how it went. */
export function ConfirmEmailPage({ token }: { token: string | null }) {
  return (
    <MailedTokenPage
      token={token}
      mutation={useConfirmEmailChange()}
      spinnerLabel="Confirming your new email"
      titles={{ done: 'Email changed', failed: "We couldn't change your email" }}
      doneText="Your account now uses its new email address: sign in with it from now on."
    />
  );
}
