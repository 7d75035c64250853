import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMIX_OF_UNAVAILABLE } from '@genalpha/shared/domain';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo, aVideoDetail } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { VideoPage } from './video-page';

const ancestor = (id: string, title: string, prompt: string | null = null) => ({
  available: true,
  id,
  title,
  thumbnailUrl: `/objects/${id}.jpg`,
  posterSources: [],
  placeholder: null,
  prompt,
  creator: { id: `u-${id}`, username: `maker${id}`, displayName: `Maker ${id}`, avatarUrl: null, avatarSources: [] },
});
const gone = { available: false, id: null, title: null, thumbnailUrl: null, posterSources: [], placeholder: null, prompt: null, creator: null };

const remix = aVideoDetail({
  prompt: 'neon city at dawn, rain',
  remixState: 'verified',
  remixOf: {
    state: 'verified',
    ancestors: [ancestor('p1', 'Parent', 'neon city at dusk, rain'), ancestor('p2', 'Grandparent'), ancestor('p3', 'Great'), ancestor('p4', 'Original')],
    moreAncestors: false,
  },
});
const comments = { [`GET /api/videos/${remix.id}/comments`]: { body: { comments: [], nextCursor: null } } };

describe('VideoPage: remix and prompt lineage', () => {
  it('shows "Remix of …" with the parent, "Verified remix", the chain (first three and "…"), the prompt tools and the diff', async () => {
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${remix.id}`]: { body: remix } });
    renderScreen(<VideoPage videoId={remix.id} />);
    const lineage = await screen.findByRole('region', { name: 'Remix lineage' });
    expect(within(lineage).getByRole('link', { name: /Remix of Parent/ })).toHaveAttribute('href', '/video/p1');
    expect(within(lineage).getByText('@makerp1')).toBeInTheDocument();
    expect(within(lineage).getByText('Verified remix')).toBeInTheDocument();
    expect(within(lineage).getByLabelText('Remix chain')).toHaveTextContent('Parent ← Grandparent ← Great ← …');
    expect(screen.getByRole('button', { name: 'Copy prompt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search this prompt' })).toHaveAttribute('href', '/search?q=neon+city+at+dawn%2C+rain');
    expect(screen.getByRole('link', { name: 'Remix' })).toHaveAttribute('href', `/upload?remix=${remix.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Compare with the original prompt' }));
    expect(screen.getByText('1 word added, 1 removed')).toBeInTheDocument();
    expect(screen.getByLabelText('added dawn,')).toBeInTheDocument();
    expect(screen.getByLabelText('removed dusk,')).toBeInTheDocument();
  });

  it('says "Remix of a video that is no longer available" for a deleted parent, and leaves out Remix when its creator turned remixes off', async () => {
    const orphan = { ...remix, allowRemixes: false, remixOf: { state: 'claimed' as const, ancestors: [gone], moreAncestors: false } };
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${remix.id}`]: { body: orphan } });
    renderScreen(<VideoPage videoId={remix.id} />);
    expect(await screen.findByText(REMIX_OF_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('Claimed remix')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Remix' })).not.toBeInTheDocument();
  });

  it('shows "Remixes (n)" as tiles, newest first, and most liked first on request', async () => {
    const parent = aVideoDetail({ remixCount: 2 });
    const calls = fakeApi({
      ...signedOut,
      [`GET /api/videos/${parent.id}/comments`]: { body: { comments: [], nextCursor: null } },
      [`GET /api/videos/${parent.id}`]: { body: parent },
      [`GET /api/videos/${parent.id}/remixes`]: {
        body: { videos: [aVideo({ id: 'r1', title: 'First remix' }), aVideo({ id: 'r2', title: 'Second remix' })], nextCursor: null },
      },
    });
    renderScreen(<VideoPage videoId={parent.id} />);
    expect(await screen.findByRole('heading', { name: 'Remixes (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /First remix/ })).toHaveAttribute('href', '/video/r1');
    fireEvent.click(screen.getByRole('button', { name: 'Most liked' }));
    await screen.findByRole('button', { name: 'Most liked', pressed: true });
    await screen.findByRole('link', { name: /Second remix/ });
    expect(calls.filter((call) => call.path.includes('/remixes')).map((call) => new URL(call.path, 'http://x').searchParams.get('sort'))).toEqual(
      expect.arrayContaining(['newest', 'mostLiked']),
    );
  });
});
