import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { OBJECT_STORAGE, ObjectStorage, accountExportKey } from '@genalpha/shared';
import { recountAround } from '@genalpha/db';
import { createMediaFixture } from '@genalpha/testkit';
import { TestApp, createTestApp, listenOnFreePort } from '../../src/test/test-app';
import { inconsistencies } from './testing/consistency';
import { OpenApiOperation, fillPath, loadOpenApi, operationsOf } from './testing/openapi-document';
import { RawResponse, rawRequest } from './testing/raw-http';
import { ResponseChecker } from './testing/response-checker';
import { insertVideo } from '../../src/test/video-fixtures';
import { createMember, mintSession } from './testing/members';
import { PasswordService } from '../../src/auth/password.service';
import { signedSessionId } from '../../src/auth/session-cookie';
import { resumableUploadAs, uploadAs } from './testing/uploads';
import { World, createWorld } from './testing/world';
import { bearer, createToken } from './testing/tokens';
import { TokenScope } from '../../src/tokens/token-scopes';
import { AccountTokens } from '../../src/account-email/account-tokens.service';
import { TokenPurpose } from '@genalpha/shared';
import { SoftwareAuthenticator } from '../../src/test/software-authenticator';

type Role = 'visitor' | 'user' | 'owner' | 'moderator' | 'admin';
/** The order of `expected`. */
const ROLES: Role[] = ['visitor', 'user', 'owner', 'moderator', 'admin'];
type Member = World['owner'];
/** Who signs in for a role: "user" is another signed-in user than the owner. */
const memberOf = (w: World, role: Exclude<Role, 'visitor'>): Member => (role === 'user' ? w.other : w[role]);

/** Files a row's setup may upload as the owner. */
interface Files {
  png: Buffer;
  mp4: Buffer;
}

interface Context {
  t: TestApp;
  port: number;
  files: Files;
  w: World;
  /** What setup prepared (an upload URL, credentials). */
  extra: Record<string, string>;
}

interface Row {
  operationId: string;
  /** Expected status for a visitor, another signed-in user, the owner of what the request names, a moderator and an admin. */
  expected: [visitor: number, user: number, owner: number, moderator: number, admin: number];
  variant?: string;
  setup?: (c: Omit<Context, 'extra'>) => Promise<Record<string, string>>;
  params?: (c: Context, role: Role) => Record<string, string>;
  query?: string;
  body?: (c: Context, role: Role) => unknown;
  /** Headers beside the credentials (a tus request's). */
  headers?: (c: Context) => Record<string, string>;
  /** Read before the calls and again after each role not in `changedBy` was answered: must not differ. */
  intact?: (c: Context) => Promise<unknown>;
  /** The roles whose call may change what `intact` reads; they are called last. Default: the owner. */
  changedBy?: Role[];
  /** Checks on a successful answer, e.g. that only the owner's own data shows. */
  shows?: (body: never, role: Role, c: Context) => void;
}

let emails = 0;
const freshEmail = () => `matrix${Date.now()}${emails++}@example.com`;
const one = async (c: Context, sql: string, params: unknown[]) => (await c.t.dataSource.query(sql, params))[0];
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const STAFF: Role[] = ['moderator', 'admin'];
/** Two accounts for a staff row: the moderator acts on the first, the admin on the second. */
const targets = async (t: TestApp, banned = false) => {
  const [first, second] = [await createMember(t, 'target'), await createMember(t, 'target')];
  if (banned) await t.dataSource.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Spam' WHERE id = ANY($1)`, [[first.id, second.id]]);
  return { first: first.id, second: second.id };
};
/** The owner blocked `other` (the "user" role). */
const blockOtherByOwner = async ({ t, w }: { t: TestApp; w: World }) => {
  await t.dataSource.query(`INSERT INTO user_blocks ("blockerId", "blockedId") VALUES ($1, $2)`, [w.owner.id, w.other.id]);
  return {};
};
/** A passkey row of the user's (no ceremony: the rows above only manage it). */
const passkeyOf = async (t: TestApp, userId: string) =>
  (
    await t.dataSource.query(`INSERT INTO passkeys ("userId", "credentialId", "publicKey", name) VALUES ($1, $2, '\\x00', 'Laptop') RETURNING id`, [
      userId,
      `matrix-${Date.now()}-${emails++}`,
    ])
  )[0] as { id: string };
/** A ready export of `userId` with its (tiny) zip stored. */
const readyExportOf = async (t: TestApp, userId: string) => {
  const [row] = (await t.dataSource.query(
    `INSERT INTO account_exports ("userId", "linkOrigin", status, "readyAt", "sizeBytes") VALUES ($1, 'http://localhost:3000', 'ready', now(), 3) RETURNING id`,
    [userId],
  )) as Array<{ id: string }>;
  await t.app
    .get<ObjectStorage>(OBJECT_STORAGE)
    .put(accountExportKey(userId, row.id), Readable.from([Buffer.from('zip')]), { contentType: 'application/zip', contentLength: 3 });
  return row;
};
const targetOf = (c: Context, role: Role) => (role === 'admin' ? c.extra.second : c.extra.first);
/** A mailed token of `purpose` for each account, keyed by role as `body` reads them. */
const mailedTokens = async (t: TestApp, purpose: TokenPurpose, accounts: Record<Role, string>) => {
  const tokens: Record<string, string> = {};
  for (const [role, id] of Object.entries(accounts)) {
    const { email } = await one({ t } as Context, `SELECT email FROM users WHERE id = $1`, [id]);
    tokens[role] = await t.app.get(AccountTokens).issue(purpose, id, email);
  }
  return tokens;
};
/** A video of `ownerId` that staff removed (the decision in the log, by nobody the matrix signs in as): what an appeal contests. */
const removedVideo = async (t: TestApp, ownerId: string) => {
  const video = await insertVideo(t.dataSource, ownerId, { isHidden: true, moderationState: 'removed' });
  await t.dataSource.query(
    `INSERT INTO moderation_log (action, "targetType", "targetId", "targetLabel", reason) VALUES ('video.removed', 'video', $1, 'A video', 'Spam')`,
    [video],
  );
  return video;
};
/** The owner's open appeal of such a removal. */
const openAppeal = async (t: TestApp, ownerId: string) => {
  const video = await removedVideo(t, ownerId);
  const { id } = await one(
    { t } as Context,
    `INSERT INTO appeals ("userId", "targetType", "targetId", "decisionId", text) SELECT $1, 'video', $2, id, 'Please look again' FROM moderation_log WHERE "targetId" = $2 RETURNING id`,
    [ownerId, video],
  );
  return id as string;
};
/** Suspends the accounts as staff would (the decision in the log) and answers each one's appeal token, as its suspension notice mails it. */
const suspendedWithTokens = async (t: TestApp, accounts: Record<Role, string>) => {
  const ids = Object.values(accounts);
  await t.dataSource.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Spam' WHERE id = ANY($1)`, [ids]);
  await t.dataSource.query(
    `INSERT INTO moderation_log (action, "targetType", "targetId", "targetLabel", reason) SELECT 'user.banned', 'user', id, 'Stranger', 'Spam' FROM unnest($1::uuid[]) id`,
    [ids],
  );
  return mailedTokens(t, 'appeal-ban', accounts);
};
/** One fresh account per role, none of them the caller's. */
const strangers = async (t: TestApp) =>
  Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, (await createMember(t, 'stranger')).id]))) as Record<Role, string>;
/** Each member's own account; the visitor gets a fresh one. */
const ownAccounts = async (t: TestApp, w: World) =>
  ({ visitor: (await createMember(t, 'stranger')).id, user: w.other.id, owner: w.owner.id, moderator: w.moderator.id, admin: w.admin.id }) as Record<
    Role,
    string
  >;

/**
 * The whole authorization table. "other" always calls with the owner's ids (another user's video,
 * comment, profile, notification): that column is the IDOR check. Where nothing is owned,
 * "other" and "owner" are simply two signed-in users.
 */
const MATRIX: Row[] = [
  // auth
  { operationId: 'Auth_register', expected: [201, 201, 201, 201, 201], body: () => ({ email: freshEmail(), password: 'secret123' }) },
  {
    operationId: 'Auth_login',
    expected: [200, 200, 200, 200, 200],
    setup: async ({ port }) => {
      const email = freshEmail();
      const res = await rawRequest(port, {
        method: 'POST',
        path: '/api/register',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret123' }),
      });
      expect(res.status).toBe(201);
      return { email };
    },
    body: (c) => ({ email: c.extra.email, password: 'secret123' }),
  },
  { operationId: 'Auth_logout', expected: [204, 204, 204, 204, 204] },
  {
    operationId: 'Auth_me',
    expected: [401, 200, 200, 200, 200],
    shows: (body: { id: string }, role, c) => expect(body.id).toBe(memberOf(c.w, role as 'owner').id),
  },
  {
    operationId: 'Auth_logoutAll',
    expected: [401, 204, 204, 204, 204],
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM sessions WHERE sess->'passport'->>'user' = $1`, [c.w.owner.id]),
  },
  // account email: a mailed token is what authorises; a signed-in member verifies only their own address
  { operationId: 'PasswordReset_request', expected: [202, 202, 202, 202, 202], body: () => ({ email: freshEmail() }) },
  {
    operationId: 'PasswordReset_confirm',
    expected: [200, 200, 200, 200, 200],
    setup: async ({ t }) => mailedTokens(t, 'reset-password', await strangers(t)),
    body: (c, role) => ({ token: c.extra[role], password: 'new-secret' }),
  },
  {
    operationId: 'PasswordReset_confirm',
    variant: 'forged token',
    expected: [400, 400, 400, 400, 400],
    body: () => ({ token: 'A'.repeat(43), password: 'new-secret' }),
    intact: (c) => one(c, `SELECT password FROM users WHERE id = $1`, [c.w.owner.id]),
  },
  {
    operationId: 'EmailVerification_verify',
    expected: [204, 204, 204, 204, 204],
    setup: async ({ t, w }) => mailedTokens(t, 'verify-email', await ownAccounts(t, w)),
    body: (c, role) => ({ token: c.extra[role] }),
  },
  {
    operationId: 'EmailVerification_verify',
    variant: "another account's token",
    expected: [204, 400, 400, 400, 400],
    setup: async ({ t }) => mailedTokens(t, 'verify-email', await strangers(t)),
    body: (c, role) => ({ token: c.extra[role] }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM users WHERE "emailVerifiedAt" IS NOT NULL`, []),
    changedBy: ['visitor'],
  },
  { operationId: 'EmailVerification_resend', expected: [401, 202, 202, 202, 202] },
  {
    operationId: 'EmailChange_request',
    // Only the owner's password is the one sent: everyone else's current password is wrong.
    expected: [401, 400, 202, 400, 400],
    setup: async ({ t, w }) => {
      await t.dataSource.query(`UPDATE users SET password = $2 WHERE id = $1`, [w.owner.id, await t.app.get(PasswordService).hash('secret123')]);
      return {};
    },
    body: () => ({ email: freshEmail(), password: 'secret123' }),
    intact: (c) => one(c, `SELECT email FROM users WHERE id = $1`, [c.w.owner.id]),
  },
  {
    operationId: 'EmailChange_confirm',
    expected: [204, 204, 204, 204, 204],
    setup: async ({ t, w }) => mailedTokens(t, 'change-email', await ownAccounts(t, w)),
    body: (c, role) => ({ token: c.extra[role] }),
  },
  {
    operationId: 'EmailChange_confirm',
    variant: "another account's token",
    expected: [204, 400, 400, 400, 400],
    setup: async ({ t }) => mailedTokens(t, 'change-email', await strangers(t)),
    body: (c, role) => ({ token: c.extra[role] }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM account_tokens WHERE purpose = 'change-email'`, []),
    changedBy: ['visitor'],
  },
  {
    operationId: 'AccountDeletion_delete',
    expected: [401, 200, 200, 200, 200],
    // Everyone deletes their own account and nobody else's: the owner's stays untouched by the others' calls.
    setup: async ({ t, w }) => {
      const hash = await t.app.get(PasswordService).hash('secret123');
      await t.dataSource.query(`UPDATE users SET password = $2 WHERE id = ANY($1)`, [[w.owner.id, w.other.id, w.moderator.id, w.admin.id], hash]);
      return {};
    },
    body: () => ({ password: 'secret123' }),
    intact: (c) => one(c, `SELECT "deletionDueAt" FROM users WHERE id = $1`, [c.w.owner.id]),
  },
  {
    operationId: 'AccountDeletion_delete',
    variant: 'wrong password',
    expected: [401, 403, 403, 403, 403],
    body: () => ({ password: 'not-theirs' }),
    intact: (c) => one(c, `SELECT "deletionDueAt" FROM users WHERE id = $1`, [c.w.owner.id]),
    changedBy: [],
  },
  {
    operationId: 'AccountDeletion_cancel',
    expected: [401, 401, 401, 401, 401],
    // Only the account's password keeps it, whoever asks: a session of any role does not. (The
    // account is "other", whose own session ended with the deletion; the others still have theirs.)
    setup: async ({ t, w }) => {
      await t.dataSource.query(`UPDATE users SET "deletionDueAt" = now() + interval '7 days' WHERE id = $1`, [w.other.id]);
      await t.dataSource.transaction((m) => recountAround(m, w.other.id));
      return { email: (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [w.other.id]))[0].email };
    },
    body: (c) => ({ email: c.extra.email, password: 'not-theirs' }),
    intact: (c) => one(c, `SELECT "deletionDueAt" FROM users WHERE id = $1`, [c.w.other.id]),
    changedBy: [],
  },
  // the account's password and sessions: each user's own, with the session alone
  {
    operationId: 'Account_changePassword',
    // Only the owner's password is the one sent: everyone else's current password is wrong.
    expected: [401, 400, 204, 400, 400],
    setup: async ({ t, w }) => {
      await t.dataSource.query(`UPDATE users SET password = $2 WHERE id = $1`, [w.owner.id, await t.app.get(PasswordService).hash('secret123')]);
      return {};
    },
    body: () => ({ currentPassword: 'secret123', newPassword: 'secret456' }),
    intact: (c) => one(c, `SELECT password FROM users WHERE id = $1`, [c.w.owner.id]),
  },
  {
    operationId: 'Account_listSessions',
    expected: [401, 200, 200, 200, 200],
    setup: async ({ t, w }) => {
      await mintSession(t, w.owner.id);
      return {};
    },
    shows: (body: { sessions: Array<{ current: boolean }> }, role) =>
      expect(body.sessions.map((session) => session.current)).toEqual(role === 'owner' ? [true, false] : [true]),
  },
  {
    operationId: 'Account_endSession',
    expected: [401, 404, 204, 404, 404],
    setup: async ({ t, w }) => {
      const phone = signedSessionId(await mintSession(t, w.owner.id), t.config.sessionSecret!);
      return (await t.dataSource.query(`SELECT "publicId" AS id FROM sessions WHERE sid = $1`, [phone]))[0];
    },
    params: (c) => ({ id: c.extra.id }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM sessions WHERE "publicId" = $1`, [c.extra.id]),
  },
  // "Download your data": each user's own, with the session alone
  { operationId: 'AccountExports_request', expected: [401, 202, 202, 202, 202] },
  {
    operationId: 'AccountExports_list',
    expected: [401, 200, 200, 200, 200],
    setup: ({ t, w }) => readyExportOf(t, w.owner.id),
    shows: (body: { exports: unknown[] }, role) => expect(body.exports).toHaveLength(role === 'owner' ? 1 : 0),
  },
  {
    operationId: 'AccountExports_download',
    expected: [401, 404, 200, 404, 404],
    setup: ({ t, w }) => readyExportOf(t, w.owner.id),
    params: (c) => ({ id: c.extra.id }),
  },
  { operationId: 'Gate_check', expected: [200, 200, 200, 200, 200], body: () => ({ code: 'generationalpha' }) },
  { operationId: 'Health_live', expected: [200, 200, 200, 200, 200] },
  { operationId: 'Health_ready', expected: [200, 200, 200, 200, 200] },
  { operationId: 'Rum_report', expected: [204, 204, 204, 204, 204], body: () => ({ entries: [{ name: 'LCP', page: 'feed', value: 1200 }] }) },

  // personal access tokens: each user's own, managed with the session alone
  { operationId: 'Tokens_create', expected: [401, 201, 201, 201, 201], body: () => ({ name: 'pipeline', scopes: ['read'] }) },
  {
    operationId: 'Tokens_list',
    expected: [401, 200, 200, 200, 200],
    setup: async ({ port, w }) => ({ secret: await createToken(port, w.owner.cookie, ['read']) }),
    shows: (body: { tokens: unknown[] }, role) => expect(body.tokens).toHaveLength(role === 'owner' ? 1 : 0),
  },
  {
    operationId: 'Tokens_revoke',
    expected: [401, 404, 204, 404, 404],
    setup: async ({ t, port, w }) => {
      await createToken(port, w.owner.cookie, ['read']);
      return (await t.dataSource.query(`SELECT id FROM access_tokens WHERE "userId" = $1`, [w.owner.id]))[0];
    },
    params: (c) => ({ id: c.extra.id }),
    intact: (c) => one(c, `SELECT "revokedAt" FROM access_tokens WHERE id = $1`, [c.extra.id]),
  },

  // passkeys: each user's own, managed with the session alone; signing in with one is anyone's
  { operationId: 'Passkeys_registrationOptions', expected: [401, 200, 200, 200, 200] },
  {
    // The owner's session holds the challenge its authenticator answered; nobody else's session does.
    operationId: 'Passkeys_create',
    expected: [401, 400, 201, 400, 400],
    setup: async ({ port, w }) => {
      const options = await rawRequest(port, { method: 'POST', path: '/api/passkeys/registration/options', headers: { cookie: w.owner.cookie } });
      return { response: JSON.stringify(new SoftwareAuthenticator().register((options.body as { options: never }).options)) };
    },
    body: (c) => ({ name: 'Laptop', response: JSON.parse(c.extra.response) }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM passkeys`, []),
  },
  {
    operationId: 'Passkeys_list',
    expected: [401, 200, 200, 200, 200],
    setup: ({ t, w }) => passkeyOf(t, w.owner.id),
    shows: (body: { passkeys: unknown[] }, role) => expect(body.passkeys).toHaveLength(role === 'owner' ? 1 : 0),
  },
  {
    operationId: 'Passkeys_rename',
    expected: [401, 404, 200, 404, 404],
    setup: ({ t, w }) => passkeyOf(t, w.owner.id),
    params: (c) => ({ id: c.extra.id }),
    body: () => ({ name: 'Renamed' }),
    intact: (c) => one(c, `SELECT name FROM passkeys WHERE id = $1`, [c.extra.id]),
  },
  {
    operationId: 'Passkeys_remove',
    expected: [401, 404, 204, 404, 404],
    setup: ({ t, w }) => passkeyOf(t, w.owner.id),
    params: (c) => ({ id: c.extra.id }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM passkeys WHERE id = $1`, [c.extra.id]),
  },
  {
    // Options naming one's own passkeys: only the owner has one here.
    operationId: 'Passkeys_confirmationOptions',
    expected: [401, 400, 200, 400, 400],
    setup: ({ t, w }) => passkeyOf(t, w.owner.id),
  },
  { operationId: 'PasskeySignIn_options', expected: [200, 200, 200, 200, 200] },
  // No challenge cookie: nothing to answer (passkeys.e2e.spec signs in for real).
  { operationId: 'PasskeySignIn_login', expected: [400, 400, 400, 400, 400], body: () => ({ response: {} }) },

  // storage
  { operationId: 'Uploads_issue', expected: [401, 201, 201, 201, 201] },
  {
    operationId: 'Avatar_setAvatar',
    expected: [401, 400, 200, 400, 400],
    setup: async ({ port, files, w }) => ({ url: await uploadAs(port, w.owner.cookie, files.png, 'image/png') }),
    body: (c) => ({ avatarImageURL: c.extra.url }),
    intact: (c) => one(c, `SELECT "avatarUrl" FROM users WHERE id = $1`, [c.w.owner.id]),
  },

  {
    operationId: 'ResumableUploads_create',
    expected: [401, 201, 201, 201, 201],
    headers: () => ({ 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}` }),
  },
  {
    operationId: 'ResumableUploads_offset',
    expected: [401, 404, 200, 404, 404],
    setup: async ({ port, w }) => ({ id: await resumableUploadAs(port, w.owner.cookie) }),
    params: (c) => ({ id: c.extra.id }),
    headers: () => ({ 'tus-resumable': '1.0.0' }),
  },
  {
    operationId: 'ResumableUploads_send',
    expected: [401, 404, 204, 404, 404],
    setup: async ({ port, w }) => ({ id: await resumableUploadAs(port, w.owner.cookie) }),
    params: (c) => ({ id: c.extra.id }),
    headers: () => ({ 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
  },
  {
    operationId: 'ResumableUploads_cancel',
    expected: [401, 404, 204, 404, 404],
    setup: async ({ port, w }) => ({ id: await resumableUploadAs(port, w.owner.cookie) }),
    params: (c) => ({ id: c.extra.id }),
    headers: () => ({ 'tus-resumable': '1.0.0' }),
    intact: (c) => c.t.app.get<ObjectStorage>(OBJECT_STORAGE).exists(`uploads/${c.extra.id}`),
  },

  // videos
  { operationId: 'Videos_feed', expected: [200, 200, 200, 200, 200] },
  {
    operationId: 'Videos_create',
    expected: [401, 400, 201, 400, 400],
    setup: async ({ port, files, w }) => ({ url: await uploadAs(port, w.owner.cookie, files.mp4, 'video/mp4') }),
    body: (c) => ({ title: 'Mine', caption: 'My upload', toolUsed: 'openai-sora', videoUrl: c.extra.url }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM videos WHERE "originalUrl" = $1`, [new URL(c.extra.url).pathname]),
  },
  {
    operationId: 'Videos_byCreator',
    expected: [200, 200, 200, 200, 200],
    params: (c) => ({ userId: c.w.owner.id }),
    shows: (body: { videos: Array<{ id: string }> }, role, c) => expect(ids(body.videos).includes(c.w.hiddenVideo)).toBe(role === 'owner'),
  },
  { operationId: 'Videos_detail', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  { operationId: 'Videos_detail', variant: 'hidden video', expected: [404, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenVideo }) },
  {
    operationId: 'Videos_update',
    expected: [401, 403, 200, 403, 403],
    params: (c) => ({ id: c.w.video }),
    body: () => ({ title: 'Renamed' }),
    intact: (c) => one(c, `SELECT title, caption FROM videos WHERE id = $1`, [c.w.video]),
  },
  {
    operationId: 'Videos_update',
    variant: 'hidden video',
    expected: [401, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.hiddenVideo }),
    body: () => ({ caption: 'Still mine' }),
    intact: (c) => one(c, `SELECT title, caption FROM videos WHERE id = $1`, [c.w.hiddenVideo]),
  },
  {
    operationId: 'Videos_delete',
    expected: [401, 403, 200, 403, 403],
    params: (c) => ({ id: c.w.video }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM videos WHERE id = $1`, [c.w.video]),
  },
  { operationId: 'Remixes_list', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  { operationId: 'Remixes_list', variant: 'hidden video', expected: [404, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenVideo }) },
  { operationId: 'Likes_like', expected: [401, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  {
    operationId: 'Likes_like',
    variant: 'hidden video',
    expected: [401, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.hiddenVideo }),
    intact: (c) => one(c, `SELECT "likesCount" FROM videos WHERE id = $1`, [c.w.hiddenVideo]),
  },
  { operationId: 'Likes_unlike', expected: [401, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  { operationId: 'Likes_unlike', variant: 'hidden video', expected: [401, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenVideo }) },
  { operationId: 'Likes_isLiked', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  { operationId: 'Likes_isLiked', variant: 'hidden video', expected: [404, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenVideo }) },
  { operationId: 'Views_view', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  {
    operationId: 'Views_view',
    variant: 'hidden video',
    expected: [404, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.hiddenVideo }),
    intact: (c) => one(c, `SELECT "viewsCount" FROM videos WHERE id = $1`, [c.w.hiddenVideo]),
  },
  { operationId: 'Reports_report', expected: [401, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }), body: () => ({ reason: 'spam' }) },
  {
    operationId: 'Reports_report',
    variant: 'hidden video',
    expected: [401, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.hiddenVideo }),
    body: () => ({ reason: 'spam' }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM reports WHERE "videoId" = $1`, [c.w.hiddenVideo]),
  },
  // A visible video would wait for the worker's file check; a hidden one is answered at once (as a missing one to all but its owner, staff included).
  { operationId: 'Reports_reportBroken', expected: [404, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenVideo }) },
  { operationId: 'LikedVideos_list', expected: [401, 403, 200, 403, 403], params: (c) => ({ id: c.w.owner.id }) },
  {
    operationId: 'LikedVideos_list',
    variant: 'likes made public',
    expected: [200, 200, 200, 200, 200],
    setup: async ({ t, w }) => {
      await t.dataSource.query(`UPDATE users SET "likesPublic" = true WHERE id = $1`, [w.owner.id]);
      return {};
    },
    params: (c) => ({ id: c.w.owner.id }),
  },

  // reports of comments and accounts, appeals
  { operationId: 'ContentReports_reportComment', expected: [401, 200, 200, 200, 200], params: (c) => ({ id: c.w.comment }), body: () => ({ reason: 'spam' }) },
  {
    operationId: 'ContentReports_reportComment',
    variant: 'comment on a hidden video',
    expected: [401, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.hiddenComment }),
    body: () => ({ reason: 'spam' }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM comment_reports WHERE "commentId" = $1`, [c.w.hiddenComment]),
  },
  // Nobody reports themselves: the owner's call names the owner.
  { operationId: 'ContentReports_reportUser', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }), body: () => ({ reason: 'spam' }) },
  {
    operationId: 'Appeals_create',
    variant: "the owner's removed video",
    expected: [401, 404, 201, 404, 404],
    setup: async ({ t, w }) => ({ video: await removedVideo(t, w.owner.id) }),
    body: (c) => ({ targetType: 'video', targetId: c.extra.video, text: 'It is my own animation.' }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM appeals WHERE "targetId" = $1`, [c.extra.video]),
  },
  {
    operationId: 'Appeals_create',
    variant: "a suspension, with its notice's token (no session needed)",
    expected: [201, 201, 201, 201, 201],
    setup: async ({ t }) => suspendedWithTokens(t, await strangers(t)),
    body: (c, role) => ({ token: c.extra[role], text: 'Let me back in.' }),
  },

  // comments
  { operationId: 'Comments_list', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.video }) },
  { operationId: 'Comments_list', variant: 'hidden video', expected: [404, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenVideo }) },
  { operationId: 'Comments_create', expected: [401, 201, 201, 201, 201], params: (c) => ({ id: c.w.video }), body: () => ({ text: 'Nice' }) },
  {
    operationId: 'Comments_create',
    variant: 'hidden video',
    expected: [401, 404, 201, 404, 404],
    params: (c) => ({ id: c.w.hiddenVideo }),
    body: () => ({ text: 'Nice' }),
    intact: (c) => one(c, `SELECT "commentsCount" FROM videos WHERE id = $1`, [c.w.hiddenVideo]),
  },
  {
    operationId: 'Comments_delete',
    expected: [401, 403, 204, 403, 403],
    params: (c) => ({ id: c.w.comment }),
    intact: (c) => one(c, `SELECT text FROM comments WHERE id = $1`, [c.w.comment]),
  },
  {
    operationId: 'Comments_delete',
    variant: 'on a hidden video',
    expected: [401, 404, 204, 404, 404],
    params: (c) => ({ id: c.w.hiddenComment }),
    intact: (c) => one(c, `SELECT text FROM comments WHERE id = $1`, [c.w.hiddenComment]),
  },
  { operationId: 'Comments_like', expected: [401, 200, 200, 200, 200], params: (c) => ({ id: c.w.comment }) },
  {
    operationId: 'Comments_like',
    variant: 'on a hidden video',
    expected: [401, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.hiddenComment }),
    intact: (c) => one(c, `SELECT "likesCount" FROM comments WHERE id = $1`, [c.w.hiddenComment]),
  },
  { operationId: 'Comments_unlike', expected: [401, 200, 200, 200, 200], params: (c) => ({ id: c.w.comment }) },
  { operationId: 'Comments_unlike', variant: 'on a hidden video', expected: [401, 404, 200, 404, 404], params: (c) => ({ id: c.w.hiddenComment }) },

  // users
  { operationId: 'Profiles_list', expected: [200, 200, 200, 200, 200] },
  { operationId: 'Profiles_byUsername', expected: [200, 200, 200, 200, 200], params: (c) => ({ username: c.w.owner.username }) },
  { operationId: 'Profiles_byId', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  {
    operationId: 'Profiles_update',
    expected: [401, 403, 200, 403, 403],
    params: (c) => ({ id: c.w.owner.id }),
    body: () => ({ displayName: 'Taken over', bio: 'pwned', likesPublic: true }),
    intact: (c) => one(c, `SELECT "displayName", bio, "likesPublic", username FROM users WHERE id = $1`, [c.w.owner.id]),
  },
  // Following is not owning: the owner cannot follow themselves.
  { operationId: 'Follows_follow', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  { operationId: 'Follows_unfollow', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  { operationId: 'Follows_isFollowing', expected: [200, 200, 200, 200, 200], params: (c) => ({ userId: c.w.other.id, targetId: c.w.owner.id }) },
  { operationId: 'Follows_followers', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  { operationId: 'Follows_following', expected: [200, 200, 200, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  { operationId: 'Creators_list', expected: [200, 200, 200, 200, 200] },

  // safety: blocking and muting are not owning (nobody blocks or mutes themselves); each list is its reader's own
  { operationId: 'Blocks_block', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  { operationId: 'Blocks_unblock', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  {
    operationId: 'Blocks_list',
    expected: [401, 200, 200, 200, 200],
    setup: async ({ t, w }) => (await t.dataSource.query(`INSERT INTO user_blocks ("blockerId", "blockedId") VALUES ($1, $2)`, [w.owner.id, w.other.id]), {}),
    shows: (body: { users: Array<{ id: string }> }, role, c) => expect(ids(body.users)).toEqual(role === 'owner' ? [c.w.other.id] : []),
  },
  { operationId: 'Mutes_mute', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  { operationId: 'Mutes_unmute', expected: [401, 200, 400, 200, 200], params: (c) => ({ id: c.w.owner.id }) },
  {
    operationId: 'Mutes_list',
    expected: [401, 200, 200, 200, 200],
    setup: async ({ t, w }) => {
      await t.dataSource.query(`INSERT INTO user_mutes ("muterId", "mutedId") VALUES ($1, $2)`, [w.owner.id, w.other.id]);
      await t.dataSource.query(`UPDATE users SET "mutedWords" = '{spoilers}' WHERE id = $1`, [w.owner.id]);
      return {};
    },
    shows: (body: { users: Array<{ id: string }>; words: string[] }, role, c) =>
      expect({ users: ids(body.users), words: body.words }).toEqual(
        role === 'owner' ? { users: [c.w.other.id], words: ['spoilers'] } : { users: [], words: [] },
      ),
  },
  {
    operationId: 'Mutes_setWords',
    expected: [401, 200, 200, 200, 200],
    body: (_, role) => ({ words: [`muted-by-${role}`] }),
    intact: (c) => one(c, `SELECT "mutedWords" FROM users WHERE id = $1`, [c.w.owner.id]),
  },
  // A block is both ways: the blocked person meets the blocker's video as a missing one, everyone else as before.
  {
    operationId: 'Videos_detail',
    variant: 'the owner blocked the user',
    expected: [200, 404, 200, 200, 200],
    setup: blockOtherByOwner,
    params: (c) => ({ id: c.w.video }),
  },
  {
    operationId: 'Comments_create',
    variant: 'the owner blocked the user',
    expected: [401, 404, 201, 201, 201],
    setup: blockOtherByOwner,
    params: (c) => ({ id: c.w.video }),
    body: () => ({ text: 'Hello' }),
  },
  {
    operationId: 'Likes_like',
    variant: 'the owner blocked the user',
    expected: [401, 404, 200, 200, 200],
    setup: blockOtherByOwner,
    params: (c) => ({ id: c.w.video }),
  },
  {
    operationId: 'Comments_create',
    variant: 'comments off',
    expected: [401, 403, 403, 403, 403],
    setup: async ({ t, w }) => (await t.dataSource.query(`UPDATE videos SET "commentsAllowed" = 'off' WHERE id = $1`, [w.video]), {}),
    params: (c) => ({ id: c.w.video }),
    body: () => ({ text: 'Hello' }),
  },
  // search: public reads, visible as the feeds are (the owner's hidden video is found by nobody)
  {
    operationId: 'Search_find',
    expected: [200, 200, 200, 200, 200],
    query: '?q=hidden%20video&limit=100',
    shows: (body: { videos: Array<{ id: string }> }, _role, c) => expect(ids(body.videos)).not.toContain(c.w.hiddenVideo),
  },
  {
    operationId: 'Search_suggest',
    expected: [200, 200, 200, 200, 200],
    query: '?q=hidden%20vid',
    shows: (body: { videos: Array<{ id: string }> }, _role, c) => expect(ids(body.videos)).not.toContain(c.w.hiddenVideo),
  },
  { operationId: 'Search_popularTags', expected: [200, 200, 200, 200, 200] },

  // discovery feeds: "Not interested" signals are each viewer's own
  {
    operationId: 'Feed_forYou',
    expected: [200, 200, 200, 200, 200],
    shows: (body: { videos: Array<{ id: string }> }, role, c) => {
      expect(ids(body.videos)).not.toContain(c.w.hiddenVideo);
      if (role === 'owner') expect(ids(body.videos)).not.toContain(c.w.video);
    },
  },
  { operationId: 'Feed_following', expected: [401, 200, 200, 200, 200] },
  {
    operationId: 'Feed_markNotInterested',
    expected: [401, 204, 204, 204, 204],
    body: (c) => ({ videoId: c.w.video }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM feed_not_interested WHERE "userId" = $1`, [c.w.owner.id]),
  },
  {
    operationId: 'Feed_markNotInterested',
    variant: 'hidden video',
    expected: [401, 404, 404, 404, 404],
    body: (c) => ({ videoId: c.w.hiddenVideo }),
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM feed_not_interested`, []),
    changedBy: [],
  },
  {
    operationId: 'Feed_preferences',
    expected: [401, 200, 200, 200, 200],
    setup: async ({ t, w }) => {
      await t.dataSource.query(
        `INSERT INTO feed_not_interested ("userId", "videoId", "creatorId", "toolUsed") SELECT $1, id, "userId", "toolUsed" FROM videos WHERE id = $2`,
        [w.owner.id, w.video],
      );
      return {};
    },
    shows: (body: { notInterestedCount: number }, role) => expect(body.notInterestedCount).toBe(role === 'owner' ? 1 : 0),
  },
  {
    operationId: 'Feed_resetPreferences',
    expected: [401, 204, 204, 204, 204],
    setup: async ({ t, w }) => {
      await t.dataSource.query(
        `INSERT INTO feed_not_interested ("userId", "videoId", "creatorId", "toolUsed") SELECT $1, id, "userId", "toolUsed" FROM videos WHERE id = $2`,
        [w.owner.id, w.video],
      );
      return {};
    },
    intact: (c) => one(c, `SELECT count(*)::int AS n FROM feed_not_interested WHERE "userId" = $1`, [c.w.owner.id]),
  },

  // notifications: the owner has one (other liked their video); nobody else sees or changes it
  {
    operationId: 'Notifications_list',
    expected: [401, 200, 200, 200, 200],
    shows: (body: { notifications: Array<{ id: string }> }, role, c) => expect(ids(body.notifications).includes(c.w.notification)).toBe(role === 'owner'),
  },
  {
    operationId: 'Notifications_unreadCount',
    expected: [401, 200, 200, 200, 200],
    shows: (body: { count: number }, role) => expect(body.count).toBe(role === 'owner' ? 1 : 0),
  },
  {
    operationId: 'Notifications_readAll',
    expected: [401, 200, 200, 200, 200],
    intact: (c) => one(c, `SELECT "isRead" FROM notifications WHERE id = $1`, [c.w.notification]),
  },
  {
    operationId: 'Notifications_markRead',
    expected: [401, 404, 200, 404, 404],
    params: (c) => ({ id: c.w.notification }),
    intact: (c) => one(c, `SELECT "isRead" FROM notifications WHERE id = $1`, [c.w.notification]),
  },
  { operationId: 'Notifications_stream', expected: [401, 200, 200, 200, 200] },

  // the moderation console: moderators and admins; roles are the admins' alone
  {
    operationId: 'ReportsQueue_list',
    expected: [401, 403, 403, 200, 200],
    // Every world has a video hidden pending review.
    shows: (body: { reportedVideos: unknown[] }) => expect(body.reportedVideos.length).toBeGreaterThan(0),
  },
  {
    operationId: 'AdminVideos_list',
    expected: [401, 403, 403, 200, 200],
    query: '?state=pending_review&limit=100',
    shows: (body: { videos: Array<{ id: string }> }, _role, c) => expect(ids(body.videos)).toContain(c.w.hiddenVideo),
  },
  { operationId: 'MediaFailures_list', expected: [401, 403, 403, 200, 200] },
  // the health view: admins alone (moderators moderate; operations figures are not theirs)
  { operationId: 'AdminHealth_get', expected: [401, 403, 403, 403, 200] },
  { operationId: 'AdminUsers_list', expected: [401, 403, 403, 200, 200], query: '?q=owner' },
  { operationId: 'ModerationLog_list', expected: [401, 403, 403, 200, 200] },
  {
    operationId: 'VideoModeration_restore',
    expected: [401, 403, 403, 200, 200],
    params: (c) => ({ id: c.w.hiddenVideo }),
    intact: (c) => one(c, `SELECT "isHidden", "moderationState" FROM videos WHERE id = $1`, [c.w.hiddenVideo]),
    changedBy: STAFF,
  },
  {
    operationId: 'VideoModeration_remove',
    expected: [401, 403, 403, 200, 200],
    setup: async ({ t, w }) => ({ first: w.video, second: await insertVideo(t.dataSource, w.owner.id) }),
    params: (c, role) => ({ id: targetOf(c, role) }),
    body: () => ({ reason: 'Spam' }),
    intact: (c) => c.t.dataSource.query(`SELECT "moderationState" FROM videos WHERE id = ANY($1) ORDER BY id`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'UserModeration_ban',
    expected: [401, 403, 403, 200, 200],
    setup: ({ t }) => targets(t),
    params: (c, role) => ({ id: targetOf(c, role) }),
    body: () => ({ reason: 'Spam' }),
    intact: (c) => one(c, `SELECT count(*)::int AS banned FROM users WHERE id = ANY($1) AND "bannedAt" IS NOT NULL`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'UserModeration_unban',
    expected: [401, 403, 403, 200, 200],
    setup: ({ t }) => targets(t, true),
    params: (c, role) => ({ id: targetOf(c, role) }),
    intact: (c) => one(c, `SELECT count(*)::int AS banned FROM users WHERE id = ANY($1) AND "bannedAt" IS NOT NULL`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  { operationId: 'ContentReportsQueue_comments', expected: [401, 403, 403, 200, 200] },
  { operationId: 'ContentReportsQueue_users', expected: [401, 403, 403, 200, 200] },
  { operationId: 'AppealsQueue_list', expected: [401, 403, 403, 200, 200] },
  {
    operationId: 'AppealsQueue_decide',
    expected: [401, 403, 403, 200, 200],
    setup: async ({ t, w }) => ({ first: await openAppeal(t, w.owner.id), second: await openAppeal(t, w.owner.id) }),
    params: (c, role) => ({ id: targetOf(c, role) }),
    body: () => ({ outcome: 'upheld', note: 'The removal stands.' }),
    intact: (c) => c.t.dataSource.query(`SELECT outcome FROM appeals WHERE id = ANY($1) ORDER BY id`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'CommentModeration_remove',
    expected: [401, 403, 403, 200, 200],
    setup: async ({ w }) => ({ first: w.comment, second: w.hiddenComment }),
    params: (c, role) => ({ id: targetOf(c, role) }),
    body: () => ({ reason: 'Spam' }),
    intact: (c) => c.t.dataSource.query(`SELECT "moderationState" FROM comments WHERE id = ANY($1) ORDER BY id`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'CommentModeration_restore',
    expected: [401, 403, 403, 200, 200],
    setup: async ({ t, w }) => {
      await t.dataSource.query(`UPDATE comments SET "moderationState" = 'removed', "moderationReason" = 'Spam' WHERE id = ANY($1)`, [
        [w.comment, w.hiddenComment],
      ]);
      return { first: w.comment, second: w.hiddenComment };
    },
    params: (c, role) => ({ id: targetOf(c, role) }),
    intact: (c) => c.t.dataSource.query(`SELECT "moderationState" FROM comments WHERE id = ANY($1) ORDER BY id`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'UserModeration_warn',
    expected: [401, 403, 403, 200, 200],
    setup: ({ t }) => targets(t),
    params: (c, role) => ({ id: targetOf(c, role) }),
    body: () => ({ reason: 'Do not pose as someone else' }),
    intact: (c) =>
      one(c, `SELECT count(*)::int AS warned FROM notifications WHERE "userId" = ANY($1) AND action = 'warned'`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'UserModeration_dismissReports',
    expected: [401, 403, 403, 200, 200],
    setup: async ({ t, w }) => {
      const accounts = await targets(t);
      await t.dataSource.query(`INSERT INTO user_reports ("targetId", "userId", reason) SELECT id, $2, 'spam' FROM unnest($1::uuid[]) id`, [
        [accounts.first, accounts.second],
        w.other.id,
      ]);
      return accounts;
    },
    params: (c, role) => ({ id: targetOf(c, role) }),
    intact: (c) =>
      one(c, `SELECT count(*)::int AS open FROM user_reports WHERE "targetId" = ANY($1) AND "resolvedAt" IS NULL`, [[c.extra.first, c.extra.second]]),
    changedBy: STAFF,
  },
  {
    operationId: 'UserRoles_setRole',
    expected: [401, 403, 403, 403, 200],
    setup: ({ t }) => targets(t),
    params: (c) => ({ id: c.extra.first }),
    body: () => ({ role: 'moderator' }),
    intact: (c) => one(c, `SELECT role FROM users WHERE id = $1`, [c.extra.first]),
    changedBy: ['admin'],
  },
];

/**
 * The scope an access token needs for each operation; null: no token at all (administration,
 * token management, sign-in and sessions, the session's live stream, data export).
 */
const TOKEN_SCOPE: Record<string, TokenScope | null> = {
  Auth_register: null,
  Auth_login: null,
  AccountDeletion_delete: null,
  AccountDeletion_cancel: null,
  AccountExports_request: null,
  AccountExports_list: null,
  AccountExports_download: null,
  Auth_logout: null,
  Auth_me: 'read',
  Auth_logoutAll: null,
  PasswordReset_request: null,
  PasswordReset_confirm: null,
  EmailVerification_verify: null,
  EmailVerification_resend: null,
  EmailChange_request: null,
  EmailChange_confirm: null,
  Account_changePassword: null,
  Account_listSessions: null,
  Account_endSession: null,
  Gate_check: 'write',
  Health_live: 'read',
  Health_ready: 'read',
  Rum_report: 'write',
  Tokens_create: null,
  Tokens_list: null,
  Tokens_revoke: null,
  Passkeys_registrationOptions: null,
  Passkeys_confirmationOptions: null,
  Passkeys_create: null,
  Passkeys_list: null,
  Passkeys_rename: null,
  Passkeys_remove: null,
  PasskeySignIn_options: null,
  PasskeySignIn_login: null,
  Uploads_issue: 'upload',
  ResumableUploads_create: 'upload',
  ResumableUploads_offset: 'upload',
  ResumableUploads_send: 'upload',
  ResumableUploads_cancel: 'upload',
  Avatar_setAvatar: 'write',
  Videos_feed: 'read',
  Videos_create: 'upload',
  Videos_byCreator: 'read',
  Videos_detail: 'read',
  Videos_update: 'write',
  Videos_delete: 'write',
  Likes_like: 'write',
  Likes_unlike: 'write',
  Remixes_list: 'read',
  Likes_isLiked: 'read',
  Views_view: 'write',
  Reports_report: 'write',
  Reports_reportBroken: 'write',
  ContentReports_reportComment: 'write',
  ContentReports_reportUser: 'write',
  Appeals_create: 'write',
  LikedVideos_list: 'read',
  Comments_list: 'read',
  Comments_create: 'write',
  Comments_delete: 'write',
  Comments_like: 'write',
  Comments_unlike: 'write',
  Profiles_list: 'read',
  Profiles_byUsername: 'read',
  Profiles_byId: 'read',
  Profiles_update: 'write',
  Follows_follow: 'write',
  Follows_unfollow: 'write',
  Follows_isFollowing: 'read',
  Follows_followers: 'read',
  Follows_following: 'read',
  Creators_list: 'read',
  Blocks_block: 'write',
  Blocks_unblock: 'write',
  Blocks_list: 'read',
  Mutes_mute: 'write',
  Mutes_unmute: 'write',
  Mutes_list: 'read',
  Mutes_setWords: 'write',
  Search_find: 'read',
  Search_suggest: 'read',
  Search_popularTags: 'read',
  Feed_forYou: 'read',
  Feed_following: 'read',
  Feed_markNotInterested: 'write',
  Feed_preferences: 'read',
  Feed_resetPreferences: 'write',
  Notifications_list: 'read',
  Notifications_unreadCount: 'read',
  Notifications_readAll: 'write',
  Notifications_markRead: 'write',
  Notifications_stream: null,
  ReportsQueue_list: null,
  AdminVideos_list: null,
  MediaFailures_list: null,
  AdminHealth_get: null,
  AdminUsers_list: null,
  ModerationLog_list: null,
  VideoModeration_restore: null,
  VideoModeration_remove: null,
  UserModeration_ban: null,
  UserModeration_unban: null,
  UserModeration_warn: null,
  UserModeration_dismissReports: null,
  ContentReportsQueue_comments: null,
  ContentReportsQueue_users: null,
  CommentModeration_remove: null,
  CommentModeration_restore: null,
  AppealsQueue_list: null,
  AppealsQueue_decide: null,
  UserRoles_setRole: null,
};
const SCOPES: TokenScope[] = ['read', 'write', 'upload'];

describe('authorization matrix (every operation of openapi.yaml as visitor, user, owner, moderator and admin)', () => {
  const operations = operationsOf(loadOpenApi());
  const checker = new ResponseChecker(loadOpenApi());
  let t: TestApp;
  let port: number;
  let files: Files;
  let fixtures: string;

  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnFreePort(t);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-matrix-'));
    files = { png: await readFile(await createMediaFixture('image.png', fixtures)), mp4: await readFile(await createMediaFixture('h264-16x9.mp4', fixtures)) };
  });
  afterAll(async () => {
    await t.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  it('has a row for every operation in openapi.yaml, and no row for an operation it lacks', () => {
    const documented = operations.map((operation) => operation.operationId).sort();
    const listed = [...new Set(MATRIX.map((row) => row.operationId))].sort();
    expect(listed).toEqual(documented);
  });

  it('refuses visitors (401) wherever openapi.yaml says a session is needed', () => {
    const needSession = operations.filter((operation) => operation.signedIn).map((operation) => operation.operationId);
    const rows = MATRIX.filter((row) => needSession.includes(row.operationId));
    expect(rows.filter((row) => row.expected[0] !== 401).map((row) => row.operationId)).toEqual([]);
  });

  async function call(operation: OpenApiOperation, row: Row, c: Context, role: Role, token?: string): Promise<RawResponse> {
    const headers: Record<string, string> = { ...row.headers?.(c), ...(token ? bearer(token) : {}) };
    if (role !== 'visitor' && !token) headers.cookie = memberOf(c.w, role).cookie;
    const body = row.body?.(c, role);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const path = fillPath(operation.path, row.params?.(c, role) ?? {}) + (row.query ?? '');
    return rawRequest(port, { method: operation.method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  it.each(MATRIX.map((row) => [`${row.operationId}${row.variant ? ` (${row.variant})` : ''}`, row] as const))('%s', async (_, row) => {
    const operation = operations.find((o) => o.operationId === row.operationId);
    if (!operation) throw new Error(`${row.operationId} is not in openapi.yaml`);
    const w = await createWorld(t);
    const base = { t, port, files, w };
    const c: Context = { ...base, extra: (await row.setup?.(base)) ?? {} };
    const before = await row.intact?.(c);

    const changedBy = row.changedBy ?? ['owner'];
    const order = [...ROLES.filter((role) => !changedBy.includes(role)), ...changedBy];
    const statuses: Partial<Record<Role, number>> = {};
    for (const role of order) {
      const res = await call(operation, row, c, role);
      statuses[role] = res.status;
      expect({ role, problem: checker.problem(operation, res) }).toEqual({ role, problem: null });
      if (res.status < 300) row.shows?.(res.body as never, role, c);
      if (!changedBy.includes(role) && row.intact) expect({ role, state: await row.intact(c) }).toEqual({ role, state: before });
    }
    expect(ROLES.map((role) => statuses[role])).toEqual(row.expected);
  });

  it('names the scope an access token needs for every operation in openapi.yaml', () => {
    expect(Object.keys(TOKEN_SCOPE).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  /**
   * The owner's tokens of one scope each: the one the operation needs answers as the owner's
   * session does, the others 403 and change nothing. An admin's token with every scope answers as
   * the admin's session does, except where no token is accepted (administration above all): 403.
   */
  it.each(MATRIX.map((row) => [`${row.operationId}${row.variant ? ` (${row.variant})` : ''}`, row] as const))('%s with access tokens', async (_, row) => {
    const operation = operations.find((o) => o.operationId === row.operationId)!;
    const needed = TOKEN_SCOPE[row.operationId];
    const w = await createWorld(t);
    const base = { t, port, files, w };
    const c: Context = { ...base, extra: (await row.setup?.(base)) ?? {} };
    const before = await row.intact?.(c);
    const expectIntact = async (who: string) => {
      if (row.intact) expect({ who, state: await row.intact(c) }).toEqual({ who, state: before });
    };
    const answer = async (who: string, role: Role, token: string, expected: number) => {
      const res = await call(operation, row, c, role, token);
      expect({ who, problem: checker.problem(operation, res) }).toEqual({ who, problem: null });
      expect({ who, status: res.status }).toEqual({ who, status: expected });
      if (res.status < 300) row.shows?.(res.body as never, role, c);
    };

    for (const scope of SCOPES.filter((scope) => scope !== needed)) {
      await answer(`owner's ${scope} token`, 'owner', await createToken(port, w.owner.cookie, [scope]), 403);
      await expectIntact(`owner's ${scope} token`);
    }
    await answer("admin's token", 'admin', await createToken(port, w.admin.cookie, SCOPES), needed ? row.expected[ROLES.indexOf('admin')] : 403);
    if (!needed || !(row.changedBy ?? ['owner']).includes('admin')) await expectIntact("admin's token");
    if (needed) await answer(`owner's ${needed} token`, 'owner', await createToken(port, w.owner.cookie, [needed]), row.expected[ROLES.indexOf('owner')]);
  });

  it('leaves every counter equal to what it counts', async () => {
    const found = await inconsistencies(t);
    expect(Object.entries(found).filter(([, n]) => n !== 0)).toEqual([]);
  });
});
