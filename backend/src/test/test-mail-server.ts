import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { until } from '@genalpha/testkit';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link with a token in the plain-text part. */
  link: string;
  token: string;
}

const TOKEN_LINK = /(https?:\/\/\S+\?token=([A-Za-z0-9_-]+))/;

/** The link and token of a parsed mail (from the SMTP test server or an outbox .eml). */
export function readMail(mail: ParsedMail): ReceivedMail {
  const text = mail.text ?? '';
  const [, link, token] = TOKEN_LINK.exec(text) ?? ['', '', ''];
  const to = Array.isArray(mail.to) ? mail.to[0].text : (mail.to?.text ?? '');
  return { to, subject: mail.subject ?? '', text, html: typeof mail.html === 'string' ? mail.html : '', link, token };
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps every mail it is sent, with user and password. */
export class TestMailServer {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;

  constructor(private port = 0) {}

  get url(): string {
    return `smtp://genalpha:mail-secret@127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) =>
        auth.username === 'genalpha' && auth.password === 'mail-secret' ? callback(null, { user: auth.username }) : callback(new Error('Invalid credentials')),
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push(readMail(mail));
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next mail to `to` whose subject matches, once it arrives; it is taken off the list. */
  async next(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
    const index = await until(
      `a mail "${subject.source}" to ${to}`,
      async () => {
        const found = this.received.findIndex((mail) => mail.to === to && subject.test(mail.subject));
        return found >= 0 ? found + 1 : undefined;
      },
      timeoutMs,
    );
    return this.received.splice(index - 1, 1)[0];
  }
}
