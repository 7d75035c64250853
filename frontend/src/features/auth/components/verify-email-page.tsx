import { useCurrentUser } from '@/api/session/get-current-user';
import { useVerifyEmail } from '../api/email-verification';
import { MailedTokenPage } from './mailed-token-page';
import { ResendVerificationButton } from './resend-verification-button';

/** Confirms the address with the mailed token as soon as it opens, and says how it went. */
export function VerifyEmailPage({ token }: { token: string | null }) {
  const { data: user } = useCurrentUser();
  return (
    <MailedTokenPage
      token={token}
      mutation={useVerifyEmail()}
      spinnerLabel="Confirming your email"
      titles={{ done: 'Email verified', failed: "We couldn't verify your email" }}
      doneText="Thanks! Your email address is confirmed."
      onFailure={user && !user.emailVerified && <ResendVerificationButton alignSelf="start" />}
    />
  );
}
