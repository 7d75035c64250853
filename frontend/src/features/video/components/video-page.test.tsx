import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { VideoPage } from './video-page';

const video = { ...aVideo({ commentsCount: 0 }), durationSeconds: 6 };

describe('VideoPage', () => {
  it("shows 'Video not found' with a way back to the feed", async () => {
    fakeApi({ ...signedOut, 'GET /api/videos/missing': { status: 404, body: { statusCode: 404, message: 'Video not found', error: 'Not Found' } } });
    renderScreen(<VideoPage videoId="missing" />);
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
    expect(screen.getByText("The video you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/');
  });

  it('shows the video with its prompt and tags, and asks visitors to sign in to comment', async () => {
    fakeApi({ ...signedOut, [`GET /api/videos/${video.id}`]: { body: video }, [`GET /api/videos/${video.id}/comments`]: { body: { comments: [], nextCursor: null } } });
    renderScreen(<VideoPage videoId={video.id} />);
    expect(await screen.findByRole('heading', { name: 'Neon rain', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('neon city, rain')).toBeInTheDocument();
    expect(screen.getByText('#cyberpunk')).toBeInTheDocument();
    expect(screen.getByText('OpenAI Sora')).toBeInTheDocument();
    expect(screen.getByText('Sign in to leave a comment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });
});
