import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Share2 } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { IconButton } from './icon-button';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltip-delay';

describe('IconButton', () => {
  afterEach(() => vi.useRealTimers());

  it('shows its label as a tooltip 700 ms after the pointer rests on it, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(signedOut);
    renderScreen(<IconButton aria-label="Share">{<Share2 />}</IconButton>);
    // The tooltip's chunk arrives just after the first paint.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('data-part', 'trigger'));
    const button = screen.getByRole('button', { name: 'Share' });
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_OPEN_DELAY_MS - 150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
  });
});
