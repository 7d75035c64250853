import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { SearchBox } from './search-box';

const suggestions = {
  creators: [
    { id: 'c1', username: 'mira', displayName: 'Mira', avatarUrl: null, avatarSources: [], totalViews: 5, followersCount: 1, videosCount: 2, isAlpha: true },
  ],
  tags: [{ tag: 'dragons', videos: 4 }],
  videos: [{ id: 'v1', title: 'Cinematic dragon', creatorDisplayName: 'Mira' }],
};

describe('SearchBox', () => {
  afterEach(() => localStorage.clear());

  it('suggests once typing pauses, asking once for the whole text', async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/search/suggest': { body: suggestions } });
    renderScreen(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'cinematik dragn');
    expect(await screen.findByRole('option', { name: /Cinematic dragon/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/search/suggest')).map((call) => call.path)).toEqual(['/api/search/suggest?q=cinematik%20dragn']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Search for “cinematik dragn”',
      'Cinematic dragonMira',
      'Mira@mira',
      '#dragons4 videos',
    ]);
  });

  it('moves through the options with ↑/↓, closes with Escape and opens the chosen one with Enter', async () => {
    fakeApi({ ...signedOut, 'GET /api/search/suggest': { body: suggestions } });
    renderScreen(<SearchBox />);
    const field = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'drag');
    await screen.findByRole('option', { name: /Cinematic dragon/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const video = screen.getByRole('option', { name: /Cinematic dragon/ });
    expect(video).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', video.id);
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /dragons/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23dragons');
  });

  it('searches what is typed on Enter and keeps it among the recent searches, which can be cleared', async () => {
    fakeApi({ ...signedOut, 'GET /api/search/suggest': { body: suggestions } });
    const first = renderScreen(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'neon city{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=neon+city');
    first.unmount();

    renderScreen(<SearchBox />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(screen.getByRole('option', { name: 'neon city' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
