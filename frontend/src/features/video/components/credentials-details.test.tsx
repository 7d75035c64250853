import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideoDetail } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { VideoPage } from './video-page';

const video = aVideoDetail();
const comments = { [`GET /api/videos/${video.id}/comments`]: { body: { comments: [], nextCursor: null } } };

describe('Content Credentials on the video page', () => {
  it('shows verified Content Credentials: the tool they name, the details in plain words and the original to download', async () => {
    const signed = aVideoDetail({
      ...video,
      toolUsed: 'google-veo-3',
      verifiedTool: 'openai-sora',
      credentialsState: 'valid',
      credentials: {
        ...video.credentials,
        state: 'valid',
        generator: 'OpenAI Sora',
        tool: 'openai-sora',
        signer: 'OpenAI',
        signedAt: '2026-11-02T10:00:00.000Z',
        aiGenerated: true,
        originalUrl: '/objects/uploads/original',
      },
    });
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: signed } });
    renderScreen(<VideoPage videoId={video.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Content Credentials: Verified' }));
    expect(screen.getByText('OpenAI Sora')).toBeInTheDocument();
    expect(screen.queryByText('Google Veo 3')).not.toBeInTheDocument();
    expect(await screen.findByText('Made with OpenAI Sora · signed by OpenAI · 2 Nov 2026 · AI-generated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the original file (with its Content Credentials)' })).toHaveAttribute(
      'href',
      '/objects/uploads/original',
    );
  });

  it('names the signer and "tool not confirmed", never a verified tool, when a trusted signer is not the maker of the tool named', async () => {
    const unconfirmed = aVideoDetail({
      ...video,
      toolUsed: 'google-veo-3',
      verifiedTool: null,
      credentialsState: 'unconfirmed',
      credentials: {
        ...video.credentials,
        state: 'unconfirmed',
        generator: 'OpenAI Sora',
        tool: 'openai-sora',
        signer: 'Acme Media',
        aiGenerated: true,
        originalUrl: '/objects/uploads/original',
      },
    });
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: unconfirmed } });
    renderScreen(<VideoPage videoId={video.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Content Credentials: Unconfirmed' }));
    expect(screen.getByText('Google Veo 3')).toBeInTheDocument();
    expect(screen.queryByText('OpenAI Sora')).not.toBeInTheDocument();
    expect(await screen.findByText('Made with OpenAI Sora · signed by Acme Media · tool not confirmed · AI-generated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Signed by a signer on our trust list, and the file is unchanged since it was signed, but the signer is not the maker of the tool named, so the tool is not confirmed.',
      ),
    ).toBeInTheDocument();
  });

  it('says "Invalid" when the file was changed after signing, naming the failed check', async () => {
    const tampered = aVideoDetail({
      ...video,
      credentialsState: 'invalid',
      credentials: {
        ...video.credentials,
        state: 'invalid',
        generator: 'OpenAI Sora',
        failures: ['assertion.bmffHash.mismatch'],
        originalUrl: '/objects/uploads/o',
      },
    });
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: tampered } });
    renderScreen(<VideoPage videoId={video.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Content Credentials: Invalid' }));
    expect(await screen.findByText('The file was changed after it was signed: these credentials no longer describe it.')).toBeInTheDocument();
    expect(screen.getByText('Failed checks: assertion.bmffHash.mismatch')).toBeInTheDocument();
  });

  it('shows no badge for a video without credentials', async () => {
    fakeApi({ ...signedOut, ...comments, [`GET /api/videos/${video.id}`]: { body: video } });
    renderScreen(<VideoPage videoId={video.id} />);
    expect(await screen.findByRole('heading', { name: 'Neon rain', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Content Credentials/ })).not.toBeInTheDocument();
  });
});
