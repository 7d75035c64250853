import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { median, until } from '@genalpha/testkit';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { DomainEvent, EmailVerifiedEvent } from '../common/domain-events';
import { hashTokenSecret } from '../tokens/token-secret';
import { TestMailServer } from '../test/test-mail-server';
import { TestApp, createSecondProcess, createTestApp, signUp } from '../test/test-app';
import { CHANGE_LINK_INVALID, EMAIL_CHANGE_REQUESTED, EMAIL_IN_USE, RESET_LINK_INVALID, RESET_REQUESTED, VERIFY_LINK_INVALID } from './dto/account-email.dto';

const VERIFY_SUBJECT = /Confirm your email/;
const RESET_SUBJECT = /Reset your GenAlpha password/;
const CHANGE_SUBJECT = /Confirm your new email/;
const CHANGING_SUBJECT = /Your GenAlpha email is being changed/;

/** Sign-up, verification, password reset and email change with the real worker sending every mail to a real SMTP server. */
describe('account email: verification, password reset and email change (API + worker + SMTP)', () => {
  let t: TestApp;
  let second: TestApp;
  let worker: TestWorker;
  let mail: TestMailServer;
  const verified: EmailVerifiedEvent[] = [];

  beforeAll(async () => {
    mail = await new TestMailServer().start();
    t = await createTestApp();
    second = await createSecondProcess(t);
    worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir, smtpUrl: mail.url });
    t.app.get(EventEmitter2).on(DomainEvent.EmailVerified, (event: EmailVerifiedEvent) => verified.push(event));
  });
  afterAll(async () => {
    await worker?.close();
    await second?.close();
    await t?.close();
    await mail?.stop();
  });

  const tokenRows = async (userId: string) =>
    (await t.dataSource.query(`SELECT purpose FROM account_tokens WHERE "userId" = $1`, [userId])) as Array<{ purpose: string }>;
  const requestReset = (email: string) => t.agent().post('/api/password-reset').send({ email });
  const confirmReset = (token: string, password = 'brand-new-secret') => t.agent().post('/api/password-reset/confirm').send({ token, password });

  describe('email verification', () => {
    it('sign-up mails a link with a text and an HTML part; following it verifies the address, once', async () => {
      const account = await signUp(t);
      expect((await account.agent.get('/api/user').expect(200)).body.emailVerified).toBe(false);
      const message = await mail.next(account.email, VERIFY_SUBJECT);
      expect(message.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
      expect(message.text).toContain('GenAlpha');
      expect(message.html).toContain(`href="${message.link}"`);
      expect(message.html).not.toMatch(/<img|src=/i);

      await t.agent().post('/api/email/verify').send({ token: message.token }).expect(204);
      expect((await account.agent.get('/api/user').expect(200)).body.emailVerified).toBe(true);
      expect(verified).toContainEqual({ userId: account.user.id, email: account.email });
      const reused = await t.agent().post('/api/email/verify').send({ token: message.token }).expect(400);
      expect(reused.body).toEqual({ statusCode: 400, error: 'Bad Request', message: VERIFY_LINK_INVALID });
      expect(await tokenRows(account.user.id)).toEqual([]);
    });

    it("refuses forged, expired and another account's tokens, changing nothing", async () => {
      const owner = await signUp(t);
      const { token } = await mail.next(owner.email, VERIFY_SUBJECT);
      const other = await signUp(t);
      await mail.next(other.email, VERIFY_SUBJECT);
      for (const forged of ['x'.repeat(43), 'not a token', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')]) {
        expect((await t.agent().post('/api/email/verify').send({ token: forged }).expect(400)).body.message).toBe(VERIFY_LINK_INVALID);
      }
      await t.agent().post('/api/email/verify').send({ token: 42 }).expect(400);
      expect((await other.agent.post('/api/email/verify').send({ token }).expect(400)).body.message).toBe(VERIFY_LINK_INVALID);
      await t.dataSource.query(`UPDATE account_tokens SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [owner.user.id]);
      await owner.agent.post('/api/email/verify').send({ token }).expect(400);
      expect((await owner.agent.get('/api/user')).body.emailVerified).toBe(false);
      expect(await tokenRows(owner.user.id)).toHaveLength(1);
    });

    it('the same token sent twice at once verifies exactly once', async () => {
      const account = await signUp(t);
      const { token } = await mail.next(account.email, VERIFY_SUBJECT);
      const before = verified.length;
      const answers = await Promise.all([1, 2, 3].map(() => t.agent().post('/api/email/verify').send({ token })));
      expect(answers.map((res) => res.status).sort()).toEqual([204, 400, 400]);
      expect(verified.length - before).toBe(1);
    });

    it('resend mails a new link that replaces the old one; one row per account, whatever the loop; 409 once verified', async () => {
      const account = await signUp(t);
      const first = await mail.next(account.email, VERIFY_SUBJECT);
      for (let i = 0; i < 3; i++) await account.agent.post('/api/email/verify/resend').expect(202);
      const resent = [];
      for (let i = 0; i < 3; i++) resent.push(await mail.next(account.email, VERIFY_SUBJECT));
      expect(await tokenRows(account.user.id)).toEqual([{ purpose: 'verify-email' }]);
      await account.agent.post('/api/email/verify').send({ token: first.token }).expect(400);
      const latest = (await t.dataSource.query(`SELECT "tokenHash" FROM account_tokens WHERE "userId" = $1`, [account.user.id]))[0].tokenHash;
      const live = resent.find((message) => hashTokenSecret(message.token) === latest)!;
      await account.agent.post('/api/email/verify').send({ token: live.token }).expect(204);
      await account.agent.post('/api/email/verify/resend').expect(409);
      await t.agent().post('/api/email/verify/resend').expect(401);
    });
  });

  describe('password reset', () => {
    it('answers 202 with the same body for an unknown address, and mails nothing', async () => {
      const res = await requestReset('nobody-here@example.com').expect(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED });
      await new Promise((wait) => setTimeout(wait, 1_000));
      expect(mail.received.filter((message) => message.to === 'nobody-here@example.com')).toEqual([]);
    });

    it('sets the password, ends every session of the account in every process, revokes its access tokens, and signs in here', async () => {
      const account = await signUp(t);
      await mail.next(account.email, VERIFY_SUBJECT);
      const { secret } = (
        await account.agent
          .post('/api/tokens')
          .send({ name: 'made before the reset', scopes: ['read'] })
          .expect(201)
      ).body as { secret: string };
      const asToken = () => t.agent().get('/api/user').set('Authorization', `Bearer ${secret}`);
      await asToken().expect(200);
      const login = await second.agent().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      const cookieOnSecond = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      const meOnSecond = () => request(second.app.getHttpServer()).get('/api/user').set('Cookie', cookieOnSecond);
      await meOnSecond().expect(200);

      expect((await requestReset(account.email.toUpperCase()).expect(202)).body).toEqual({ message: RESET_REQUESTED });
      const message = await mail.next(account.email, RESET_SUBJECT);
      expect(message.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      expect(message.html).toContain(`href="${message.link}"`);

      const device = t.agent();
      const res = await device.post('/api/password-reset/confirm').send({ token: message.token, password: 'brand-new-secret' }).expect(200);
      expect(res.body).toMatchObject({ id: account.user.id });
      await device.get('/api/user').expect(200);
      await account.agent.get('/api/user').expect(401);
      await until('the other process to refuse the session', async () => (await meOnSecond()).status === 401, 1_000, 10);
      await asToken().expect(401);
      expect((await device.get('/api/tokens').expect(200)).body).toEqual({ tokens: [] });
      await t.agent().post('/api/login').send({ email: account.email, password: account.password }).expect(401);
      await t.agent().post('/api/login').send({ email: account.email, password: 'brand-new-secret' }).expect(200);

      expect((await confirmReset(message.token, 'third-secret').expect(400)).body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: RESET_LINK_INVALID,
      });
      await t.agent().post('/api/login').send({ email: account.email, password: 'third-secret' }).expect(401);
    });

    it('refuses forged, expired and verification tokens, changing nothing; the password rules hold', async () => {
      const account = await signUp(t);
      const verification = await mail.next(account.email, VERIFY_SUBJECT);
      await requestReset(account.email).expect(202);
      const { token } = await mail.next(account.email, RESET_SUBJECT);
      expect((await confirmReset(verification.token).expect(400)).body.message).toBe(RESET_LINK_INVALID);
      expect((await confirmReset('A'.repeat(43)).expect(400)).body.message).toBe(RESET_LINK_INVALID);
      expect((await confirmReset(token, '123').expect(400)).body.message).toBe('Password must be at least 6 characters');
      await t.dataSource.query(`UPDATE account_tokens SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1 AND purpose = 'reset-password'`, [
        account.user.id,
      ]);
      await confirmReset(token).expect(400);
      await account.agent.get('/api/user').expect(200);
      await t.agent().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    });

    it('refuses a suspended account with 403, changing nothing', async () => {
      const account = await signUp(t);
      await requestReset(account.email).expect(202);
      const { token } = await mail.next(account.email, RESET_SUBJECT);
      await t.dataSource.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Spam' WHERE id = $1`, [account.user.id]);
      expect((await confirmReset(token).expect(403)).body.message).toBe('This account has been suspended.');
      await t.dataSource.query(`UPDATE users SET "bannedAt" = NULL, "banReason" = NULL WHERE id = $1`, [account.user.id]);
      await t.agent().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      expect((await tokenRows(account.user.id)).map((row) => row.purpose)).toContain('reset-password');
    });

    it('keeps one live token per account: a new request replaces the old link', async () => {
      const account = await signUp(t);
      await mail.next(account.email, VERIFY_SUBJECT);
      await requestReset(account.email).expect(202);
      const first = await mail.next(account.email, RESET_SUBJECT);
      await requestReset(account.email).expect(202);
      const second = await mail.next(account.email, RESET_SUBJECT);
      expect((await tokenRows(account.user.id)).filter((row) => row.purpose === 'reset-password')).toHaveLength(1);
      await confirmReset(first.token).expect(400);
      await confirmReset(second.token).expect(200);
    });

    it('the same token sent twice at once resets exactly once', async () => {
      const account = await signUp(t);
      await requestReset(account.email).expect(202);
      const { token } = await mail.next(account.email, RESET_SUBJECT);
      const answers = await Promise.all(['first-choice', 'second-choice', 'third-choice'].map((password) => confirmReset(token, password)));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
      const winner = ['first-choice', 'second-choice', 'third-choice'][answers.findIndex((res) => res.status === 200)];
      await t.agent().post('/api/login').send({ email: account.email, password: winner }).expect(200);
    });

    it('answers an existing and an unknown address alike, without waiting for the account lookup', async () => {
      const account = await signUp(t);
      await mail.next(account.email, VERIFY_SUBJECT);
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await requestReset(email).expect(202);
        expect(res.body).toEqual({ message: RESET_REQUESTED });
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      // With the users table locked, a lookup would wait: both answers come anyway, and the mail once it is released.
      const locker = t.dataSource.createQueryRunner();
      await locker.startTransaction();
      await locker.query(`LOCK TABLE "users" IN ACCESS EXCLUSIVE MODE`);
      try {
        expect(await time(account.email)).toBeLessThan(2_000);
        expect(await time('nobody-at-all@example.com')).toBeLessThan(2_000);
      } finally {
        await locker.rollbackTransaction();
        await locker.release();
      }
      await mail.next(account.email, RESET_SUBJECT);

      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 20; i++) {
        known.push(await time(account.email));
        unknown.push(await time(`unknown-${i}@example.com`));
      }
      console.log(`password-reset answer, median of 20: existing ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
    });
  });

  describe('email change', () => {
    const newAddress = () => `moved${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
    const requestChange = (account: Awaited<ReturnType<typeof signUp>>, email: string, password = account.password) =>
      account.agent.put('/api/user/email').send({ email, password });
    const confirmChange = (token: string) => t.agent().post('/api/email/change/confirm').send({ token });

    it('refuses a wrong password and mails nothing', async () => {
      const account = await signUp(t);
      const target = newAddress();
      const res = await requestChange(account, target, 'not-my-password').expect(400);
      expect(res.body.message).toBe('Your current password is incorrect');
      await requestChange(account, 'not an address').expect(400);
      await requestChange(account, account.email).expect(400);
      await t.agent().put('/api/user/email').send({ email: target, password: account.password }).expect(401);
      expect((await tokenRows(account.user.id)).map((row) => row.purpose)).not.toContain('change-email');
    });

    it('mails a link to the new address and a notice to the old; the link moves and verifies the account, once', async () => {
      const account = await signUp(t);
      const target = newAddress();
      expect((await requestChange(account, ` ${target.toUpperCase()} `).expect(202)).body).toEqual({ message: EMAIL_CHANGE_REQUESTED });
      const link = await mail.next(target, CHANGE_SUBJECT);
      expect(link.link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
      const notice = await mail.next(account.email, CHANGING_SUBJECT);
      expect(notice.text).toContain(`Your GenAlpha email is being changed to m***@example.com`);
      expect(notice.text).toContain('reset your password');
      expect(notice.text).not.toContain(target);
      expect(notice.token).toBe('');
      expect((await account.agent.get('/api/user').expect(200)).body.emailVerified).toBe(false);

      await confirmChange(link.token).expect(204);
      expect((await account.agent.get('/api/user').expect(200)).body).toMatchObject({ email: target, emailVerified: true });
      await t.agent().post('/api/login').send({ email: target, password: account.password }).expect(200);
      await t.agent().post('/api/login').send({ email: account.email, password: account.password }).expect(401);
      expect((await confirmChange(link.token).expect(400)).body).toEqual({ statusCode: 400, error: 'Bad Request', message: CHANGE_LINK_INVALID });
    });

    it("refuses forged and other purposes' tokens, and another account's token when signed in as someone else", async () => {
      const owner = await signUp(t);
      const verification = await mail.next(owner.email, VERIFY_SUBJECT);
      const target = newAddress();
      await requestChange(owner, target).expect(202);
      const { token } = await mail.next(target, CHANGE_SUBJECT);
      for (const forged of ['A'.repeat(43), 'not a token', verification.token]) {
        expect((await confirmChange(forged).expect(400)).body.message).toBe(CHANGE_LINK_INVALID);
      }
      const other = await signUp(t);
      expect((await other.agent.post('/api/email/change/confirm').send({ token }).expect(400)).body.message).toBe(CHANGE_LINK_INVALID);
      expect((await other.agent.get('/api/user')).body.email).toBe(other.email);
      expect((await owner.agent.get('/api/user')).body.email).toBe(owner.email);
      await owner.agent.post('/api/email/change/confirm').send({ token }).expect(204);
      expect((await owner.agent.get('/api/user')).body.email).toBe(target);
    });

    it('answers a taken address like a free one; confirming it is refused with 409, changing nothing', async () => {
      const account = await signUp(t);
      const taken = await signUp(t);
      const res = await requestChange(account, taken.email).expect(202);
      expect(res.body).toEqual({ message: EMAIL_CHANGE_REQUESTED });
      const { token } = await mail.next(taken.email, CHANGE_SUBJECT);
      expect((await confirmChange(token).expect(409)).body).toEqual({ statusCode: 409, error: 'Conflict', message: EMAIL_IN_USE });
      expect((await account.agent.get('/api/user')).body.email).toBe(account.email);
      await t.agent().post('/api/login').send({ email: taken.email, password: taken.password }).expect(200);
    });
  });

  describe('floods', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ rateLimitScale: 1 });
    });
    afterAll(() => limited?.close());

    const from = (address: string) => ({
      reset: (email: string) => limited.agent().post('/api/password-reset').set('X-Forwarded-For', address).send({ email }),
    });

    it('limits reset requests per email, from any address, and per address, for any email', async () => {
      const target = `flooded-${Date.now()}@example.com`;
      for (let i = 1; i <= 5; i++) await from(`198.51.100.${i}`).reset(target).expect(202);
      const refused = await from('198.51.100.99').reset(target).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 1; i <= 5; i++) await from('203.0.113.7').reset(`someone-${Date.now()}-${i}@example.com`).expect(202);
      await from('203.0.113.7').reset(`another-${Date.now()}@example.com`).expect(429);
    });

    it('limits verification resends per account', async () => {
      const account = await signUp(limited);
      const resend = () => account.agent.post('/api/email/verify/resend');
      for (let i = 0; i < 5; i++) await resend().expect(202);
      await resend().expect(429);
      expect(await limited.dataSource.query(`SELECT purpose FROM account_tokens WHERE "userId" = $1`, [account.user.id])).toEqual([
        { purpose: 'verify-email' },
      ]);
    });

    it('limits email change requests per account', async () => {
      const account = await signUp(limited);
      const change = () => account.agent.put('/api/user/email').send({ email: `flood-${Date.now()}@example.com`, password: 'wrong-password' });
      for (let i = 0; i < 5; i++) await change().expect(400);
      await change().expect(429);
    });
  });
});
