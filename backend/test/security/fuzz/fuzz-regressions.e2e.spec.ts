import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaFixture } from '@genalpha/testkit';

import { orphanObjects } from '../testing/consistency';
import { loadOpenApi, operationsOf } from '../testing/openapi-document';
import { RawRequest, rawRequest } from '../testing/raw-http';
import { uploadAs } from '../testing/uploads';
import { useWorldApp } from '../testing/world';

const cursorOf = (createdAt: string) => Buffer.from(JSON.stringify([createdAt, '00000000-0000-4000-8000-000000000000'])).toString('base64url');

/** Each failure the API fuzz found, replayed as found: the answer is now a client error, never a 500. */
describe('API fuzz regressions', () => {
  const app = useWorldApp();
  const send = (request: RawRequest) => rawRequest(app.port, request);
  const json = (method: string, path: string, body: string, cookie = app.w.other.cookie) =>
    send({ method, path, headers: { 'content-type': 'application/json', cookie }, body });

  it.each(['+010000-01-01T00:00:00.000Z', '2025-02-30T00:00:00Z', '1', 'Tue Mar 01 2022', '0000-01-01T00:00:00Z', '2025-01-01T24:00:00Z'])(
    'refuses a cursor whose time PostgreSQL cannot read (%s) with 400',
    async (createdAt) => {
      const res = await send({ method: 'GET', path: `/api/videos/user/${app.w.owner.id}?cursor=${cursorOf(createdAt)}` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid cursor' });
    },
  );

  it('still accepts cursors at full microsecond precision', async () => {
    await send({ method: 'GET', path: `/api/videos?cursor=${cursorOf('2025-01-01 12:00:00.123456+00')}` }).then((res) => expect(res.status).toBe(200));
    await send({ method: 'GET', path: `/api/videos?cursor=${cursorOf('2025-01-01T12:00:00.123Z')}` }).then((res) => expect(res.status).toBe(200));
  });

  it('answers a username PostgreSQL cannot take (U+0000) with 404', async () => {
    const res = await send({ method: 'GET', path: '/api/users/username/%00' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'User not found' });
  });

  it('refuses U+0000 in any JSON text with 400', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', `/api/videos/${app.w.video}/comments`, { text: 'a\u0000b' }],
      ['PUT', `/api/users/${app.w.other.id}`, { bio: 'a\u0000b' }],
      ['PUT', `/api/users/${app.w.other.id}`, { displayName: '\u0000' }],
      ['POST', `/api/videos/${app.w.video}/report`, { reason: 'other', otherText: 'x\u0000' }],
      ['POST', '/api/gate', { 'co\u0000de': 'x' }],
    ];
    for (const [method, path, body] of cases) {
      const res = await json(method, path, JSON.stringify(body));
      expect({ path, status: res.status, message: (res.body as { message: string }).message }).toEqual({
        path,
        status: 400,
        message: 'Text must not contain NUL characters',
      });
    }
  });

  it('refuses likesPublic: null with 400 (the column cannot be null)', async () => {
    const res = await json('PUT', `/api/users/${app.w.other.id}`, JSON.stringify({ likesPublic: null }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'likesPublic must be true or false',
      errors: [{ field: 'likesPublic', message: 'likesPublic must be true or false' }],
    });
  });

  it('refuses allowRemixes: null with 400 on an upload and an edit (the column cannot be null)', async () => {
    for (const [method, path] of [
      ['PATCH', `/api/videos/${app.w.video}`],
      ['POST', '/api/videos'],
    ]) {
      const res = await json(method, path, JSON.stringify({ allowRemixes: null }), app.w.owner.cookie);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body).toMatchObject({ errors: expect.arrayContaining([{ field: 'allowRemixes', message: 'allowRemixes must be true or false' }]) });
    }
  });

  it('refuses a beacon whose entry is a list with 400 (class-validator passes a nested list as valid)', async () => {
    const res = await send({ method: 'POST', path: '/api/rum', headers: { 'content-type': 'application/json' }, body: '{"entries":[[]]}' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Each entry must be an object' });
  });

  it('refuses U+0000 in the creators search with 400', async () => {
    const res = await send({ method: 'GET', path: '/api/creators?q=%00' });
    expect(res.status).toBe(400);
  });

  it('answers U+0000, tsquery operators and a lone backslash in the search with 200 (separators, never SQL)', async () => {
    for (const q of ['%00', 'a%00b', '%26%7C!()%3A*', '%5C', "'%3A*"]) {
      for (const path of [`/api/search?q=${q}`, `/api/search?q=${q}&type=creators`, `/api/search?q=${q}&type=tags`, `/api/search/suggest?q=${q}`]) {
        const res = await send({ method: 'GET', path });
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
      }
    }
  });

  it('refuses JSON nested deeper than any body we take with 400', async () => {
    const body = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const path of ['/api/gate', `/api/videos/${app.w.video}/report`]) {
      const res = await json('POST', path, body);
      expect({ path, status: res.status, message: (res.body as { message: string }).message }).toEqual({
        path,
        status: 400,
        message: 'Request body is nested too deeply',
      });
    }
  });

  it('refuses a top-level JSON array with 400 in the usual shape', async () => {
    const res = await json('POST', '/api/login', '[]');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Request body must be a JSON object', error: 'Bad Request' });
  });

  it('documents every status the request guards give, and the notifications list its 400', () => {
    const operations = operationsOf(loadOpenApi());
    for (const operation of operations.filter((o) => o.method !== 'get' && o.method !== 'head')) {
      expect([operation.operationId, ...['400', '403', '413', '415'].filter((status) => !operation.responses[status])]).toEqual([operation.operationId]);
    }
    expect(operations.find((o) => o.operationId === 'Notifications_list')!.responses['400']).toBeDefined();
  });

  it('deletes the avatar file a profile update removes or replaces, and refuses an avatarUrl that is not one of your avatars', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ga-fuzz-regressions-'));
    const png = await readFile(await createMediaFixture('image.png', dir));
    await rm(dir, { recursive: true, force: true });
    const setAvatar = async (cookie: string) => {
      const avatarImageURL = await uploadAs(app.port, cookie, png, 'image/png');
      const res = await json('PUT', '/api/avatar', JSON.stringify({ avatarImageURL }), cookie);
      return (res.body as { objectPath: string }).objectPath;
    };
    await setAvatar(app.w.owner.cookie);
    const removed = await json('PUT', `/api/users/${app.w.owner.id}`, JSON.stringify({ avatarUrl: null }), app.w.owner.cookie);
    expect(removed.status).toBe(200);
    expect(await orphanObjects(app.t)).toEqual([]);

    const others = await setAvatar(app.w.other.cookie);
    const borrowed = await json('PUT', `/api/users/${app.w.owner.id}`, JSON.stringify({ avatarUrl: others }), app.w.owner.cookie);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body).toMatchObject({
      message: 'Avatar must be an image uploaded to GenAlpha',
      errors: [{ field: 'avatarUrl', message: 'Avatar must be an image uploaded to GenAlpha' }],
    });
    expect(await orphanObjects(app.t)).toEqual([]);
  });
});
