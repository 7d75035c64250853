import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe("comment controls (a video's commentsAllowed, its owner's deletions)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function owner() {
    const account = await signUp(t);
    await account.agent
      .put(`/api/users/${account.user.id}`)
      .send({ username: `owner${Date.now()}`, displayName: 'Owner' })
      .expect(200);
    return account;
  }
  const setting = (agent: ReturnType<TestApp['agent']>, videoId: string, commentsAllowed: unknown) =>
    agent.patch(`/api/videos/${videoId}`).send({ commentsAllowed });
  const texts = async (agent: ReturnType<TestApp['agent']>, videoId: string) =>
    ((await agent.get(`/api/videos/${videoId}/comments`).expect(200)).body.comments as Array<{ text: string }>).map((c) => c.text);

  it('turned off: nobody comments, the existing comments are hidden and come back when it is turned on; only the owner changes it', async () => {
    const creator = await owner();
    const fan = await signUp(t);
    const videoId = await insertVideo(t.dataSource, creator.user.id);
    expect((await fan.agent.get(`/api/videos/${videoId}`).expect(200)).body).toMatchObject({ commentsAllowed: 'everyone', mayComment: true });
    await fan.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'First' }).expect(201);

    await setting(fan.agent, videoId, 'off').expect(403);
    await setting(creator.agent, videoId, 'off').expect(200);
    expect((await fan.agent.get(`/api/videos/${videoId}`).expect(200)).body).toMatchObject({ commentsAllowed: 'off', mayComment: false });
    for (const agent of [fan.agent, creator.agent]) {
      const refused = await agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Again' }).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, message: 'Comments are off', error: 'Forbidden' });
      expect(await texts(agent, videoId)).toEqual([]);
    }
    expect(await texts(t.agent(), videoId)).toEqual([]);

    await setting(creator.agent, videoId, 'everyone').expect(200);
    expect(await texts(fan.agent, videoId)).toEqual(['First']);
  });

  it('following: only the people the owner follows (and the owner) may comment', async () => {
    const creator = await owner();
    const followed = await signUp(t);
    const stranger = await signUp(t);
    await creator.agent.post(`/api/users/${followed.user.id}/follow`).expect(200);
    const videoId = await insertVideo(t.dataSource, creator.user.id);
    await setting(creator.agent, videoId, 'following').expect(200);
    const [{ username }] = await t.dataSource.query(`SELECT username FROM users WHERE id = $1`, [creator.user.id]);

    const refused = await stranger.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Hi' }).expect(403);
    expect(refused.body.message).toBe(`Only people @${username} follows can comment`);
    expect((await stranger.agent.get(`/api/videos/${videoId}`).expect(200)).body.mayComment).toBe(false);
    expect((await followed.agent.get(`/api/videos/${videoId}`).expect(200)).body.mayComment).toBe(true);
    await followed.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Hi from a friend' }).expect(201);
    await creator.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Thanks' }).expect(201);
    expect(await texts(stranger.agent, videoId)).toEqual(['Hi from a friend', 'Thanks']);
  });

  it('refuses any other setting, null included', async () => {
    const creator = await owner();
    const videoId = await insertVideo(t.dataSource, creator.user.id);
    for (const bad of ['nobody', '', 3, null]) {
      const res = await setting(creator.agent, videoId, bad).expect(400);
      expect(res.body.message).toBe('Comments setting must be everyone, following or off');
    }
  });

  it("lets a video's owner delete anyone's comment under it, and nobody else's", async () => {
    const creator = await owner();
    const fan = await signUp(t);
    const bystander = await signUp(t);
    const videoId = await insertVideo(t.dataSource, creator.user.id);
    const comment = (await fan.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Rude' }).expect(201)).body.id;
    await bystander.agent.delete(`/api/comments/${comment}`).expect(403);
    await creator.agent.delete(`/api/comments/${comment}`).expect(204);
    expect(await texts(fan.agent, videoId)).toEqual([]);
  });
});
