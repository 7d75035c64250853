import { signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe('media the worker gave up on: the console Failed tab list (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An attempt row as the worker's backfill leaves it; given up `minutesAgo` minutes ago unless null (still to be tried again). */
  const attempt = (videoId: string, output: string, lastError: string, minutesAgo: number | null) =>
    t.dataSource.query(
      `INSERT INTO media_backfill_attempts ("videoId", output, attempts, "lastError", "lastAttemptAt", "nextAttemptAt", "givenUpAt")
       VALUES ($1, $2, 3, $3, now(), now() + interval '1 hour', now() - $4 * interval '1 minute')`,
      [videoId, output, lastError, minutesAgo],
    );

  it('lists each video with the outputs given up, their attempts and last error, most recently given up first, cursor-paged', async () => {
    const moderator = await signUpAs(t, 'moderator');
    const owner = await signUp(t);
    const both = await insertVideo(t.dataSource, owner.user.id, { title: 'Copy and preview given up' });
    await attempt(both, 'copy720p', 'Stopped after 900 s, the time one video may take', 30);
    await attempt(both, 'previews', 'ffmpeg exited with 1: moov atom not found', 10);
    const poster = await insertVideo(t.dataSource, owner.user.id, { title: 'Poster sizes given up' });
    await attempt(poster, 'posterVariants', 'ffprobe did not finish within 30000 ms and was killed', 20);
    const stillTrying = await insertVideo(t.dataSource, owner.user.id, { title: 'Backing off' });
    await attempt(stillTrying, 'copy720p', 'Stopped after 900 s, the time one video may take', null);

    const first = (await moderator.agent.get('/api/admin/media-failures?limit=1').expect(200)).body;
    expect(first.failures).toEqual([
      {
        video: expect.objectContaining({
          id: both,
          title: 'Copy and preview given up',
          status: 'ready',
          creator: expect.objectContaining({ id: owner.user.id }),
        }),
        outputs: [
          { output: 'previews', attempts: 3, lastError: 'ffmpeg exited with 1: moov atom not found', givenUpAt: expect.stringMatching(/Z$/) },
          { output: 'copy720p', attempts: 3, lastError: 'Stopped after 900 s, the time one video may take', givenUpAt: expect.stringMatching(/Z$/) },
        ],
      },
    ]);
    const second = (await moderator.agent.get(`/api/admin/media-failures?limit=1&cursor=${first.nextCursor}`).expect(200)).body;
    expect(second.failures.map((f: { video: { id: string } }) => f.video.id)).toEqual([poster]);
    expect(second.failures[0].outputs).toEqual([
      expect.objectContaining({ output: 'posterVariants', lastError: 'ffprobe did not finish within 30000 ms and was killed' }),
    ]);
    expect(second.nextCursor).toBeNull();

    await moderator.agent.get('/api/admin/media-failures?cursor=nonsense').expect(400);
  });
});
