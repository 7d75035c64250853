import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { ageAccount, establishedAccounts, signUpAs } from '../test/account-fixtures';
import { TestMailServer } from '../test/test-mail-server';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

/** Reports on comments and accounts, appeals and staff conflicts (issue 35), with the real worker mailing a real SMTP server. */
describe('safe from each other: reports on comments and people, appeals, staff conflicts (API + worker + SMTP)', () => {
  let t: TestApp;
  let worker: TestWorker;
  let mail: TestMailServer;
  let moderator: Account;
  let secondModerator: Account;
  let admin: Account;
  let author: Account;

  beforeAll(async () => {
    mail = await new TestMailServer().start();
    t = await createTestApp();
    worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir, smtpUrl: mail.url });
    [moderator, secondModerator, admin] = [await signUpAs(t, 'moderator'), await signUpAs(t, 'moderator'), await signUpAs(t, 'admin')];
    author = await signUp(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await mail?.stop();
  });

  const commentOn = async (account: Account, videoId: string, text = 'Buy followers at example.com') =>
    (await account.agent.post(`/api/videos/${videoId}/comments`).send({ text }).expect(201)).body.id as string;
  const freshComment = async (owner = author) => commentOn(owner, await insertVideo(t.dataSource, owner.user.id, { title: 'Commented video' }));
  const reportComment = (account: Account, id: string, body: object = { reason: 'spam' }) => account.agent.post(`/api/comments/${id}/report`).send(body);
  const reportUser = (account: Account, id: string, body: object = { reason: 'impersonation' }) => account.agent.post(`/api/users/${id}/report`).send(body);
  const commentState = async (id: string) =>
    (await t.dataSource.query(`SELECT "moderationState" FROM comments WHERE id = $1`, [id]))[0].moderationState as string;
  const listed = async (videoId: string) => (await t.agent().get(`/api/videos/${videoId}/comments`).expect(200)).body.comments.map((c: { id: string }) => c.id);
  const videoOf = async (commentId: string) => (await t.dataSource.query(`SELECT "videoId" FROM comments WHERE id = $1`, [commentId]))[0].videoId as string;
  const moderationNotices = async (account: Account) =>
    (await account.agent.get('/api/notifications').expect(200)).body.notifications.filter((n: { type: string }) => n.type === 'moderation');
  const appeal = (account: Account, body: object) => account.agent.post('/api/appeals').send(body);
  const logOf = async (targetId: string) =>
    (await admin.agent.get(`/api/admin/audit?targetId=${targetId}`).expect(200)).body.entries.map((e: { action: string }) => e.action);

  describe('reporting a comment', () => {
    it('answers the video report message, and a report loop from one account counts once', async () => {
      const comment = await freshComment();
      const [reporter] = await establishedAccounts(t, 1);
      for (const reason of ['spam', 'hate', 'harassment', 'spam']) {
        expect((await reportComment(reporter, comment, { reason }).expect(200)).body).toEqual({ message: "Thanks, we've received your report." });
      }
      expect(await t.dataSource.query(`SELECT reason FROM comment_reports WHERE "commentId" = $1`, [comment])).toEqual([{ reason: 'spam' }]);
      expect(await commentState(comment)).toBe('none');
    });

    it('hides it pending review after three counted reporters, never counting young, unverified accounts or the author', async () => {
      const comment = await freshComment();
      const video = await videoOf(comment);
      await ageAccount(t.dataSource, author.user.id);
      await reportComment(author, comment).expect(200);
      const young = await signUp(t);
      await reportComment(young, comment).expect(200);
      const [unverified, ...counted] = await establishedAccounts(t, 3);
      await t.dataSource.query(`UPDATE users SET "emailVerifiedAt" = NULL WHERE id = $1`, [unverified.user.id]);
      await reportComment(unverified, comment).expect(200);
      await reportComment(counted[0], comment).expect(200);
      await reportComment(counted[1], comment).expect(200);
      expect(await commentState(comment)).toBe('none');
      expect(await listed(video)).toContain(comment);
      const [third] = await establishedAccounts(t, 1);
      await reportComment(third, comment).expect(200);
      expect(await commentState(comment)).toBe('pending_review');
      expect(await listed(video)).not.toContain(comment);
      expect((await t.agent().get(`/api/videos/${video}`).expect(200)).body.commentsCount).toBe(0);
      expect(await logOf(comment)).toEqual(['comment.hidden']);
    });

    it('refuses bad input with 4xx, never 500', async () => {
      const comment = await freshComment();
      const [reporter] = await establishedAccounts(t, 1);
      expect((await reportComment(reporter, comment, { reason: 'real-video' }).expect(400)).body.message).toBe(
        'Reason must be one of spam, harassment, hate, other',
      );
      expect((await reportComment(reporter, comment, { reason: 'other', otherText: '  ' }).expect(400)).body.message).toBe(
        "Please describe the issue when selecting 'Other'",
      );
      await reportComment(reporter, comment, { reason: 'other', otherText: 'Doxxing in the text' }).expect(200);
      await reportComment(reporter, 'not-a-uuid').expect(404);
      await reportComment(reporter, '00000000-0000-4000-8000-000000000000').expect(404);
      await t.agent().post(`/api/comments/${comment}/report`).send({ reason: 'spam' }).expect(401);
    });
  });

  describe('reporting an account', () => {
    it('queues it; a loop counts once; nobody reports themselves or a suspended account', async () => {
      const target = await signUp(t);
      const [reporter] = await establishedAccounts(t, 1);
      for (const reason of ['spam', 'underage', 'impersonation']) await reportUser(reporter, target.user.id, { reason }).expect(200);
      expect(await t.dataSource.query(`SELECT reason FROM user_reports WHERE "targetId" = $1`, [target.user.id])).toEqual([{ reason: 'impersonation' }]);
      expect((await reportUser(reporter, reporter.user.id).expect(400)).body.message).toBe('You cannot report yourself');
      expect((await reportUser(reporter, target.user.id, { reason: 'hate' }).expect(400)).body.message).toMatch(/^Reason must be one of impersonation/);
      const suspended = await signUp(t);
      await moderator.agent.post(`/api/admin/users/${suspended.user.id}/ban`).send({ reason: 'Spam' }).expect(200);
      await reportUser(reporter, suspended.user.id).expect(404);
    });
  });

  describe("the console's queue", () => {
    it('groups reported comments and accounts by target, with the reporters and their account ages', async () => {
      const comment = await freshComment();
      const target = await signUp(t);
      const reporters = await establishedAccounts(t, 2);
      for (const reporter of reporters) {
        await reportComment(reporter, comment, { reason: 'harassment' }).expect(200);
        await reportUser(reporter, target.user.id, { reason: 'spam' }).expect(200);
      }
      const comments = (await moderator.agent.get('/api/admin/reports/comments?limit=100').expect(200)).body.reportedComments;
      const entry = comments.find((e: { comment: { id: string } }) => e.comment.id === comment);
      expect(entry).toMatchObject({
        openReports: 2,
        countedReports: 2,
        reasons: [{ reason: 'harassment', count: 2 }],
        comment: { text: 'Buy followers at example.com', author: { id: author.user.id, role: 'user' }, moderationState: 'none' },
      });
      expect(entry.reports.map((r: { reporter: { id: string; accountAgeHours: number } }) => [r.reporter.id, r.reporter.accountAgeHours])).toEqual(
        reporters.map((r) => [r.user.id, 48]),
      );
      const users = (await moderator.agent.get('/api/admin/reports/users?limit=100').expect(200)).body.reportedUsers;
      expect(users.find((e: { user: { id: string } }) => e.user.id === target.user.id)).toMatchObject({
        openReports: 2,
        reasons: [{ reason: 'spam', count: 2 }],
      });
      await author.agent.get('/api/admin/reports/comments').expect(403);
      await t.agent().get('/api/admin/reports/users').expect(401);
    });
  });

  describe('decisions', () => {
    it('removes a comment: its author is notified with the reason, its reports upheld, and it is logged', async () => {
      const comment = await freshComment();
      const [reporter] = await establishedAccounts(t, 1);
      await reportComment(reporter, comment).expect(200);
      const removed = await moderator.agent.post(`/api/admin/comments/${comment}/remove`).send({ reason: 'Spam link' }).expect(200);
      expect(removed.body).toMatchObject({ id: comment, moderationState: 'removed', moderationReason: 'Spam link' });
      expect(await listed(await videoOf(comment))).not.toContain(comment);
      expect((await moderationNotices(author))[0]).toMatchObject({ action: 'comment_removed', commentId: comment, reason: 'Spam link' });
      expect(await t.dataSource.query(`SELECT resolution FROM comment_reports WHERE "commentId" = $1`, [comment])).toEqual([{ resolution: 'upheld' }]);
      expect(await logOf(comment)).toEqual(['comment.removed']);
      await moderator.agent.post(`/api/admin/comments/${comment}/remove`).send({ reason: 'Again' }).expect(409);
      await moderator.agent.post(`/api/admin/comments/${comment}/remove`).send({}).expect(400);
    });

    it('warns an account: it is notified with the reason and the reports about it are upheld', async () => {
      const target = await signUp(t);
      const [reporter] = await establishedAccounts(t, 1);
      await reportUser(reporter, target.user.id).expect(200);
      await moderator.agent.post(`/api/admin/users/${target.user.id}/warn`).send({ reason: 'Do not pose as someone else' }).expect(200);
      expect((await moderationNotices(target))[0]).toMatchObject({ action: 'warned', reason: 'Do not pose as someone else', videoId: null });
      expect(await t.dataSource.query(`SELECT resolution FROM user_reports WHERE "targetId" = $1`, [target.user.id])).toEqual([{ resolution: 'upheld' }]);
      const queue = (await moderator.agent.get('/api/admin/reports/users?limit=100').expect(200)).body.reportedUsers;
      expect(queue.map((e: { user: { id: string } }) => e.user.id)).not.toContain(target.user.id);
    });
  });

  describe('appeals', () => {
    it('a removed video: its owner appeals once; another moderator reverses it; the owner is told, and every step is logged', async () => {
      const owner = await signUp(t);
      const video = await insertVideo(t.dataSource, owner.user.id, { title: 'Removed video' });
      await moderator.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'Looks real' }).expect(200);
      const stranger = await signUp(t);
      await appeal(stranger, { targetType: 'video', targetId: video, text: 'Not mine but unfair' }).expect(404);
      await t.agent().post('/api/appeals').send({ targetType: 'video', targetId: video, text: 'Hi' }).expect(401);
      expect((await appeal(owner, { targetType: 'video', targetId: video, text: 'x'.repeat(1001) }).expect(400)).body.message).toBe(
        'Appeal must be 1000 characters or less',
      );
      expect((await appeal(owner, { targetType: 'video', targetId: video, text: '   ' }).expect(400)).body.message).toBe('Appeal cannot be empty');
      const filed = await appeal(owner, { targetType: 'video', targetId: video, text: 'It is my own Sora animation.' }).expect(201);
      expect(filed.body).toMatchObject({ targetType: 'video', targetId: video, text: 'It is my own Sora animation.', outcome: null });
      expect((await appeal(owner, { targetType: 'video', targetId: video, text: 'Again' }).expect(409)).body.message).toBe(
        'You have already appealed this decision',
      );

      // The moderator who removed it neither sees nor decides the appeal.
      const mine = (await moderator.agent.get('/api/admin/appeals?limit=100').expect(200)).body.appeals;
      expect(mine.map((a: { id: string }) => a.id)).not.toContain(filed.body.id);
      expect(
        (await moderator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed', note: 'Mine' }).expect(403)).body.message,
      ).toBe('Another moderator than the one who decided reviews the appeal');
      const theirs = (await secondModerator.agent.get('/api/admin/appeals?limit=100').expect(200)).body.appeals;
      expect(theirs.find((a: { id: string }) => a.id === filed.body.id)).toMatchObject({
        targetLabel: 'Removed video',
        appellant: { id: owner.user.id },
        decision: { action: 'video.removed', reason: 'Looks real', actor: { id: moderator.user.id } },
      });
      await secondModerator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'maybe', note: 'x' }).expect(400);
      await secondModerator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed' }).expect(400);
      await secondModerator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed', note: 'Clearly labelled AI.' }).expect(200);
      await t.agent().get(`/api/videos/${video}`).expect(200);
      expect((await moderationNotices(owner))[0]).toMatchObject({ action: 'appeal_reversed', videoId: video, reason: 'Clearly labelled AI.' });
      await secondModerator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'upheld', note: 'Changed my mind' }).expect(409);
      expect((await appeal(owner, { targetType: 'video', targetId: video, text: 'Again' }).expect(409)).body.message).toMatch(
        /^There is no decision to appeal/,
      );
      expect(await logOf(video)).toEqual(['video.restored', 'video.removed']);
      expect(await logOf(filed.body.id)).toEqual(['appeal.reversed', 'appeal.filed']);
    });

    it('a removed comment: upheld, and its author is told with the note', async () => {
      const comment = await freshComment();
      await admin.agent.post(`/api/admin/comments/${comment}/remove`).send({ reason: 'Spam link' }).expect(200);
      const filed = await appeal(author, { targetType: 'comment', targetId: comment, text: 'It was a joke.' }).expect(201);
      await moderator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'upheld', note: 'Links to scams stay removed.' }).expect(200);
      expect(await commentState(comment)).toBe('removed');
      expect((await moderationNotices(author))[0]).toMatchObject({ action: 'appeal_upheld', commentId: comment, reason: 'Links to scams stay removed.' });
    });

    it('a video only hidden by reports has no decision to appeal yet', async () => {
      const owner = await signUp(t);
      const video = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
      await appeal(owner, { targetType: 'video', targetId: video, text: 'Why?' }).expect(409);
    });

    it('a suspension: the notice mails a link that appeals without signing in, once; a reversal lifts the ban and is mailed', async () => {
      const banned = await signUp(t);
      await moderator.agent.post(`/api/admin/users/${banned.user.id}/ban`).send({ reason: 'Spam everywhere' }).expect(200);
      const notice = await mail.next(banned.email, /Your GenAlpha account has been suspended/);
      expect(notice.text).toContain('Reason: Spam everywhere');
      expect(notice.link).toMatch(/^http:\/\/localhost:3000\/appeal\?token=[A-Za-z0-9_-]{43}$/);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM account_tokens WHERE "tokenHash" = $1`, [notice.token])).toEqual([{ n: 0 }]);
      await t.agent().post('/api/appeals').send({ token: 'forged', text: 'Let me back' }).expect(404);
      const filed = await t.agent().post('/api/appeals').send({ token: notice.token, text: 'I posted twice by mistake.' }).expect(201);
      expect(filed.body).toMatchObject({ targetType: 'user', targetId: banned.user.id });
      expect((await t.agent().post('/api/appeals').send({ token: notice.token, text: 'Again' }).expect(404)).body.message).toBe(
        'This appeal link is invalid or has expired',
      );
      await secondModerator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed', note: 'Fair enough.' }).expect(200);
      await mail.next(banned.email, /Your GenAlpha account is back/);
      await t.agent().post('/api/login').send({ email: banned.email, password: banned.password }).expect(200);
      expect(await logOf(banned.user.id)).toEqual(['user.unbanned', 'user.banned']);
    });
  });

  describe('staff conflicts', () => {
    it("a moderator acts on no moderator's or admin's video or comment, nor their own, and never sees them queued; an admin does", async () => {
      const staffVideo = await insertVideo(t.dataSource, secondModerator.user.id, { title: 'Staff video', isHidden: true });
      const ownVideo = await insertVideo(t.dataSource, moderator.user.id, { title: 'Own video', isHidden: true });
      const staffComment = await freshComment(secondModerator);
      const [reporter] = await establishedAccounts(t, 1);
      await reportComment(reporter, staffComment).expect(200);
      const queued = async (staff: Account) => ({
        videos: (await staff.agent.get('/api/admin/reports?limit=100').expect(200)).body.reportedVideos.map((e: { video: { id: string } }) => e.video.id),
        comments: (await staff.agent.get('/api/admin/reports/comments?limit=100').expect(200)).body.reportedComments.map(
          (e: { comment: { id: string } }) => e.comment.id,
        ),
      });
      const seenByModerator = await queued(moderator);
      expect(seenByModerator.videos).not.toEqual(expect.arrayContaining([staffVideo]));
      expect(seenByModerator.videos).not.toContain(ownVideo);
      expect(seenByModerator.comments).not.toContain(staffComment);
      const seenByAdmin = await queued(admin);
      expect(seenByAdmin.videos).toEqual(expect.arrayContaining([staffVideo, ownVideo]));
      expect(seenByAdmin.comments).toContain(staffComment);

      expect((await moderator.agent.post(`/api/admin/videos/${staffVideo}/remove`).send({ reason: 'x' }).expect(403)).body.message).toBe(
        "An admin is needed for a moderator's or an admin's video",
      );
      await moderator.agent.post(`/api/admin/comments/${staffComment}/remove`).send({ reason: 'x' }).expect(403);
      await secondModerator.agent.post(`/api/admin/comments/${staffComment}/remove`).send({ reason: 'x' }).expect(403);
      await admin.agent.post(`/api/admin/comments/${staffComment}/remove`).send({ reason: 'Spam' }).expect(200);
      await admin.agent.post(`/api/admin/videos/${staffVideo}/restore`).send({}).expect(200);
      await moderator.agent.post(`/api/admin/users/${secondModerator.user.id}/warn`).send({ reason: 'x' }).expect(403);
    });

    it('nobody settles a report they filed: the reporting moderator neither sees nor decides it; another does', async () => {
      const owner = await signUp(t);
      const video = await insertVideo(t.dataSource, owner.user.id, { title: 'Reported by staff' });
      await moderator.agent.post(`/api/videos/${video}/report`).send({ reason: 'spam' }).expect(200);
      const queue = (await moderator.agent.get('/api/admin/reports?limit=100').expect(200)).body.reportedVideos;
      expect(queue.map((e: { video: { id: string } }) => e.video.id)).not.toContain(video);
      expect((await moderator.agent.post(`/api/admin/videos/${video}/restore`).send({}).expect(403)).body.message).toBe(
        'You cannot decide on a report you filed',
      );
      await secondModerator.agent.post(`/api/admin/videos/${video}/restore`).send({}).expect(200);
    });

    it("a moderator's appeal needs an admin, and nobody decides their own", async () => {
      const video = await insertVideo(t.dataSource, secondModerator.user.id, { title: 'Moderator video' });
      await admin.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'Off-topic' }).expect(200);
      const filed = await appeal(secondModerator, { targetType: 'video', targetId: video, text: 'Please look again.' }).expect(201);
      await secondModerator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed', note: 'Mine' }).expect(403);
      expect((await moderator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed', note: 'x' }).expect(403)).body.message).toBe(
        "An admin is needed to decide on a moderator's or an admin's content or account",
      );
      // The admin who removed it is the decider: only another admin may decide.
      await admin.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'reversed', note: 'x' }).expect(403);
      const otherAdmin = await signUpAs(t, 'admin');
      await otherAdmin.agent.post(`/api/admin/appeals/${filed.body.id}/decide`).send({ outcome: 'upheld', note: 'Stays removed.' }).expect(200);
    });
  });
});
