import { MAIL_KINDS, renderMail } from './mail-messages';

describe('renderMail', () => {
  it.each(MAIL_KINDS)('%s: a plain-text and an HTML part, both with the link, the product name and nothing remote', (kind) => {
    const link = 'http://localhost:3000/reset-password?token=abc_DEF-123';
    const mail = renderMail(kind, link);
    expect(mail.subject).toContain('GenAlpha');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('GenAlpha');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toMatch(/<img|<script|src=/i);
  });

  it('escapes the link in the HTML part', () => {
    const { html } = renderMail('verify-email', 'http://localhost:3000/verify-email?token="><script>x</script>&a=1');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;a=1');
  });

  it("quotes the moderator's reason in the suspension notice, escaped in the HTML part", () => {
    const mail = renderMail('appeal-ban', 'http://localhost:3000/appeal?token=abc', { reason: 'Spam <b>everywhere</b>' });
    expect(mail.subject).toBe('Your GenAlpha account has been suspended');
    expect(mail.text).toContain('Reason: Spam <b>everywhere</b>');
    expect(mail.html).toContain('Reason: Spam &lt;b&gt;everywhere&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});
