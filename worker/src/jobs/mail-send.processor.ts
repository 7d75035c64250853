import { Inject, Injectable, Logger, OnModuleInit, OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig, JobPayloads, mailOutboxDir, renderMail } from '@genalpha/shared';
import { QueueWorkersService } from '../queue-workers.service';

type MailJob = JobPayloads['mail.send'];

/**
 * mail.send: one mail, over SMTP when SMTP_URL is set, else written to the outbox under the data
 * folder as an .eml file whose link is logged, so a plain `npm start` needs no mail server. A send
 * that fails (the SMTP server away) fails the job, which BullMQ retries with backoff.
 */
@Injectable()
export class MailSendProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    private readonly queues: QueueWorkersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : createTransport({ streamTransport: true, buffer: true });
  }

  onModuleInit(): void {
    this.queues.register('mail.send', (mail, _signal, job) => this.send(mail, String(job.id)));
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  /** Answers where the mail went: the SMTP server's message id, or the outbox file. */
  async send(mail: MailJob, jobId: string): Promise<string> {
    const message = renderMail(mail.kind, mail.link, { newEmail: mail.newEmail, reason: mail.reason });
    const info = await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, ...message });
    if (this.config.smtpUrl) return info.messageId;
    const outbox = mailOutboxDir(this.config.dataDir);
    await mkdir(outbox, { recursive: true });
    // Named by the job, so a retried job writes the same file again rather than a second one.
    const file = join(outbox, `${jobId}-${mail.kind}.eml`);
    await writeFile(file, info.message as Buffer);
    this.logger.log(`"${message.subject}" for ${mail.to} is in ${file}; its link: ${mail.link}`);
    return file;
  }
}
