import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { FeedPreferencesField } from './feed-preferences-field';

describe('FeedPreferencesField', () => {
  it('shows how many videos were marked "Not interested" and resets For You', async () => {
    let count = 3;
    const calls = fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/feed/preferences': () => Promise.resolve(Response.json({ notInterestedCount: count }) as never),
      'DELETE /api/feed/preferences': () => ((count = 0), Promise.resolve(new Response(null, { status: 204 }) as never)),
    });
    renderScreen(<FeedPreferencesField disabled={false} />);
    expect(await screen.findByText('For You: 3 videos marked “Not interested”')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset For You' }));
    expect(await screen.findByText('For You reset')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('For You: 0 videos marked “Not interested”')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reset For You' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/feed/preferences')).toBe(true);
  });
});
