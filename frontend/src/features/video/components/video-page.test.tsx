import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aComment, aVideo, aVideoDetail, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { SeeingObserver } from '@/test/seeing-observer';
import { VideoPage } from './video-page';

const video = aVideoDetail({ ...aVideo({ commentsCount: 0 }) });

describe('VideoPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Video not found' with a way back to the feed", async () => {
    fakeApi({ ...signedOut, 'GET /api/videos/missing': { status: 404, body: { statusCode: 404, message: 'Video not found', error: 'Not Found' } } });
    renderScreen(<VideoPage videoId="missing" />);
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
    expect(screen.getByText("The video you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/');
  });

  it('shows the video with its prompt and tags, and asks visitors to sign in to comment', async () => {
    vi.stubGlobal('IntersectionObserver', SeeingObserver);
    fakeApi({
      ...signedOut,
      [`GET /api/videos/${video.id}`]: { body: video },
      [`GET /api/videos/${video.id}/comments`]: { body: { comments: [], nextCursor: null } },
    });
    renderScreen(<VideoPage videoId={video.id} />);
    expect(await screen.findByRole('heading', { name: 'Neon rain', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('neon city, rain')).toBeInTheDocument();
    expect(screen.getByText('#cyberpunk')).toBeInTheDocument();
    expect(screen.getByText('OpenAI Sora')).toBeInTheDocument();
    expect(screen.getByText('Sign in to leave a comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('renders the comments only once they come near the viewport', async () => {
    const said = aVideoDetail({ ...aVideo({ commentsCount: 1 }) });
    const comment = aComment({ text: 'Lovely light' });
    fakeApi({
      ...signedOut,
      [`GET /api/videos/${said.id}`]: { body: said },
      [`GET /api/videos/${said.id}/comments`]: { body: { comments: [comment], nextCursor: null } },
    });
    // jsdom's observer (test/setup.ts) never reports the list in view.
    const { unmount } = renderScreen(<VideoPage videoId={said.id} />);
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Lovely light')).not.toBeInTheDocument();
    unmount();

    vi.stubGlobal('IntersectionObserver', SeeingObserver);
    renderScreen(<VideoPage videoId={said.id} />);
    expect(await screen.findByText('Lovely light')).toBeInTheDocument();
  });

  const comments = { [`GET /api/videos/${video.id}/comments`]: { body: { comments: [], nextCursor: null } } };

  it('links each tag and each #word of the caption to the feed filtered by it, and says "1 view"', async () => {
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: { ...video, viewsCount: 1, caption: 'Rain on #neon streets' } } });
    renderScreen(<VideoPage videoId={video.id} />, { path: '/video/:id', route: `/video/${video.id}` });
    expect(await screen.findByRole('link', { name: '#cyberpunk' })).toHaveAttribute('href', '/?tag=cyberpunk');
    expect(screen.getByRole('link', { name: '#rain' })).toHaveAttribute('href', '/?tag=rain');
    expect(screen.getByRole('link', { name: '#neon' })).toHaveAttribute('href', '/?tag=neon');
    expect(screen.getByText('1 view')).toBeInTheDocument();
  });

  it('sends a visitor who taps Follow to sign in, and back to this video afterwards', async () => {
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: video } });
    renderScreen(<VideoPage videoId={video.id} />, { path: '/video/:id', route: `/video/${video.id}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/auth?next=%2Fvideo%2F${video.id}`);
  });

  it("follows the creator from beside their name, and shows 'Following'", async () => {
    fakeApi({
      ...comments,
      'GET /api/user': { body: viewer },
      [`GET /api/videos/${video.id}`]: { body: video },
      [`GET /api/users/${viewer.id}/is-following/${video.creator.id}`]: { body: { isFollowing: false } },
      [`POST /api/users/${video.creator.id}/follow`]: { body: { isFollowing: true, followersCount: 1 } },
    });
    renderScreen(<VideoPage videoId={video.id} />);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    // After the follow, the state is asked again.
    fakeApi({
      ...comments,
      'GET /api/user': { body: viewer },
      [`GET /api/videos/${video.id}`]: { body: video },
      [`GET /api/users/${viewer.id}/is-following/${video.creator.id}`]: { body: { isFollowing: true } },
      [`POST /api/users/${video.creator.id}/follow`]: { body: { isFollowing: true, followersCount: 1 } },
    });
    fireEvent.click(follow);
    expect(await screen.findByText("You're now following Bob")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
  });

  it("offers no Follow button on one's own video", async () => {
    const own = { ...video, creator: { ...video.creator, id: viewer.id } };
    const calls = fakeApi({ ...comments, 'GET /api/user': { body: viewer }, [`GET /api/videos/${video.id}`]: { body: own } });
    renderScreen(<VideoPage videoId={video.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    await screen.findByRole('menuitem', { name: 'Edit video' });
    expect(screen.getByRole('menuitem', { name: 'Delete video' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('is-following'))).toBe(false);
  });

  it("offers Report (and no Edit or Delete) in the More menu of another creator's video", async () => {
    fakeApi({ ...comments, 'GET /api/user': { body: viewer }, [`GET /api/videos/${video.id}`]: { body: video } });
    renderScreen(<VideoPage videoId={video.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit video' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Report video' })).toBeInTheDocument();
  });

  it.each([
    ['the server did not count it', { body: { viewsCount: 10, counted: false } }, '10 views'],
    ['the call failed', { status: 503, body: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' } }, '10 views'],
    ['the server counted it', { body: { viewsCount: 11, counted: true } }, '11 views'],
  ])('shows the +1 view at once on first play, and the right count once %s', async (_label, reply, after) => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((done) => (answer = done));
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: video } });
    const respond = (globalThis.fetch as (input: Request) => Promise<Response>).bind(globalThis);
    vi.stubGlobal('fetch', async (input: Request) => {
      if (!input.url.endsWith('/view')) return respond(input);
      await held;
      const status = (reply as { status?: number }).status ?? 200;
      return Response.json(reply.body, { status });
    });
    renderScreen(<VideoPage videoId={video.id} />);
    await screen.findByText('10 views');
    fireEvent.play(screen.getByLabelText('Neon rain', { selector: 'video' }));
    expect(await screen.findByText('11 views')).toBeInTheDocument();
    answer!();
    expect(await screen.findByText(after)).toBeInTheDocument();
  });
});
