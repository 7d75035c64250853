/** What a mail is for; each kind carries one link with a single-use token of that purpose. */
export const MAIL_KINDS = ['verify-email', 'reset-password'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How long a mailed link works. */
export const LINK_LIFETIME_HOURS: Record<MailKind, number> = { 'verify-email': 24, 'reset-password': 1 };

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

const COPY: Record<MailKind, MailCopy> = {
  'verify-email': {
    subject: `Confirm your email for ${PRODUCT}`,
    greeting: `Welcome to ${PRODUCT}!`,
    action: 'Confirm that this is your email address:',
    button: 'Confirm my email',
    footnote: `The link works for 24 hours. If you did not create a ${PRODUCT} account, ignore this message.`,
  },
  'reset-password': {
    subject: `Reset your ${PRODUCT} password`,
    greeting: `Someone asked to reset the password of your ${PRODUCT} account.`,
    action: 'Choose a new password here:',
    button: 'Choose a new password',
    footnote: 'The link works once, for one hour. If this was not you, ignore this message: your password stays as it is.',
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** A mail of `kind` with its link, as plain text and as HTML (no images, no tracking, nothing remote). */
export function renderMail(kind: MailKind, link: string): MailMessage {
  const copy = COPY[kind];
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
