import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { JOBS, mailOutboxDir } from '@genalpha/shared';
import { until } from '@genalpha/testkit';
import { freePort } from '@genalpha/launcher';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { JobQueue } from '../queue/job-queue.service';
import { TestMailServer, readMail } from '../test/test-mail-server';
import { TestApp, createTestApp, signUp } from '../test/test-app';

/** Where mail goes without SMTP_URL (the outbox), and what happens while the SMTP server is away. */
describe('mail delivery (API + worker)', () => {
  describe('without SMTP_URL', () => {
    let t: TestApp;
    let worker: TestWorker;
    beforeAll(async () => {
      t = await createTestApp();
      worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir, smtpUrl: undefined });
    });
    afterAll(async () => {
      await worker?.close();
      await t?.close();
    });

    it('writes each mail as an .eml file under the data folder, with a text and an HTML part and the link', async () => {
      const account = await signUp(t);
      const outbox = mailOutboxDir(t.config.dataDir);
      const emlFiles = () =>
        readdir(outbox).then(
          (names) => names.filter((name) => name.endsWith('.eml')),
          () => [],
        );
      const [file] = await until('the verification mail in the outbox', async () => (await emlFiles()).length > 0 && emlFiles(), 15_000);
      const parsed = await simpleParser(await readFile(join(outbox, file)));
      const message = readMail(parsed);
      expect(message.to).toBe(account.email);
      expect(message.subject).toBe('Confirm your email for GenAlpha');
      expect(parsed.from?.value).toEqual([{ name: 'GenAlpha', address: 'no-reply@localhost' }]);
      expect(message.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
      expect(message.html).toContain(`href="${message.link}"`);
      await account.agent.post('/api/email/verify').send({ token: message.token }).expect(204);
    });
  });

  describe('while the SMTP server is away', () => {
    let t: TestApp;
    let worker: TestWorker;
    let mail: TestMailServer;
    beforeAll(async () => {
      mail = new TestMailServer(await freePort());
      t = await createTestApp();
      worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir, smtpUrl: mail.url });
    });
    afterAll(async () => {
      await worker?.close();
      await t?.close();
      await mail?.stop();
    });

    it('keeps the mail in the queue, retrying with backoff, and sends it once the server is up', async () => {
      const account = await signUp(t);
      const queue = t.app.get(JobQueue).queue(JOBS['mail.send'].queue);
      const [job] = await until(
        'the mail job to fail its first attempt',
        async () => {
          const jobs = await queue.getJobs(['delayed', 'waiting', 'failed']);
          return jobs.length > 0 && jobs.every((candidate) => candidate.attemptsMade >= 1 || candidate.delay > 0) && jobs;
        },
        15_000,
      );
      expect(await job.getState()).toBe('delayed');
      await mail.start();
      const message = await mail.next(account.email, /Confirm your email/, 30_000);
      expect(message.link).toContain('/verify-email?token=');
    });
  });
});
