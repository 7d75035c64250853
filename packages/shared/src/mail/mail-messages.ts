/** What a mailed single-use token is for; its mail carries one link with it. */
export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email', 'appeal-ban'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * What a mail is for: a token's link (appeal-ban: the suspension notice, with the link to appeal it),
 * the notice to the old address that the email is changing (linking to a password reset), the
 * answer to a suspended account's appeal, or the news that a data export is ready (linking to Settings).
 */
export const MAIL_KINDS = [...TOKEN_PURPOSES, 'email-changing', 'ban-lifted', 'ban-upheld', 'export-ready'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How long a mailed link works. */
export const LINK_LIFETIME_HOURS: Record<TokenPurpose, number> = { 'verify-email': 24, 'reset-password': 1, 'change-email': 24, 'appeal-ban': 24 * 30 };

/** An address as the notice shows it: its first character and domain (n***@example.com). */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'GenAlpha';

interface MailCopy {
  subject: string;
  greeting: string;
  action: string;
  button: string;
  footnote: string;
}

/** What some mails quote: the address being changed to (email-changing), the moderator's reason or note (appeal-ban, ban-upheld). */
export interface MailDetails {
  newEmail?: string;
  reason?: string;
}

const COPY: Record<MailKind, (details: MailDetails) => MailCopy> = {
  'verify-email': () => ({
    subject: `Confirm your email for ${PRODUCT}`,
    greeting: `Welcome to ${PRODUCT}!`,
    action: 'Confirm that this is your email address:',
    button: 'Confirm my email',
    footnote: `The link works for 24 hours. If you did not create a ${PRODUCT} account, ignore this message.`,
  }),
  'reset-password': () => ({
    subject: `Reset your ${PRODUCT} password`,
    greeting: `Someone asked to reset the password of your ${PRODUCT} account.`,
    action: 'Choose a new password here:',
    button: 'Choose a new password',
    footnote: 'The link works once, for one hour. If this was not you, ignore this message: your password stays as it is.',
  }),
  'change-email': () => ({
    subject: `Confirm your new email for ${PRODUCT}`,
    greeting: `You asked to use this address for your ${PRODUCT} account.`,
    action: 'Confirm that this is your new email address:',
    button: 'Confirm my new email',
    footnote: `The link works once, for 24 hours. If you did not ask for this, ignore this message: nothing changes.`,
  }),
  'email-changing': ({ newEmail = '' }) => ({
    subject: `Your ${PRODUCT} email is being changed`,
    greeting: `Your ${PRODUCT} email is being changed to ${maskEmail(newEmail)}.`,
    action: "If this wasn't you, reset your password:",
    button: 'Reset my password',
    footnote: 'If it was you, ignore this message: the change happens once the new address is confirmed.',
  }),
  'appeal-ban': ({ reason = '' }) => ({
    subject: `Your ${PRODUCT} account has been suspended`,
    greeting: `Your ${PRODUCT} account has been suspended. Reason: ${reason}`,
    action: 'If you think this is a mistake, you can appeal once, without signing in:',
    button: 'Appeal the suspension',
    footnote: 'The link works for 30 days. A moderator who did not make the decision reviews your appeal, and we mail you the answer.',
  }),
  'ban-lifted': () => ({
    subject: `Your ${PRODUCT} account is back`,
    greeting: `We reviewed your appeal and lifted the suspension of your ${PRODUCT} account.`,
    action: 'You can sign in again:',
    button: 'Sign in',
    footnote: 'Everything you posted is visible again.',
  }),
  'ban-upheld': ({ reason = '' }) => ({
    subject: `Your ${PRODUCT} appeal was reviewed`,
    greeting: `We reviewed your appeal and the suspension of your ${PRODUCT} account stays. Note from the moderator: ${reason}`,
    action: `${PRODUCT}'s home page:`,
    button: `Visit ${PRODUCT}`,
    footnote: 'An appeal can be made once; this decision is final.',
  }),
  'export-ready': () => ({
    subject: `Your ${PRODUCT} data is ready to download`,
    greeting: `The copy of your ${PRODUCT} data you asked for is ready.`,
    action: 'Download it from Settings, signed in to your account:',
    button: 'Download my data',
    footnote: 'The download works for 24 hours. If you did not ask for it, change your password.',
  }),
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** A mail of `kind` with its link, as plain text and as HTML (no images, no tracking, nothing remote). */
export function renderMail(kind: MailKind, link: string, details: MailDetails = {}): MailMessage {
  const copy = COPY[kind](details);
  const text = [copy.greeting, '', copy.action, link, '', copy.footnote, '', `— ${PRODUCT}`, ''].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.action)}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(copy.button)}</a></p>
<p style="word-break: break-all; font-size: 14px;">${href}</p>
<p style="font-size: 14px; color: #555555;">${escapeHtml(copy.footnote)}</p>
<p>— ${PRODUCT}</p>
</body></html>
`;
  return { subject: copy.subject, text, html };
}
