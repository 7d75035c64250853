import { act, fireEvent, screen } from '@testing-library/react';
import { Share2, Star } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { IconButton } from './icon-button';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltip-delay';
import { placeTooltip } from './tooltip-layer';

const buttons = (
  <>
    <IconButton aria-label="Share">
      <Share2 />
    </IconButton>
    <IconButton aria-label="Save">
      <Star />
    </IconButton>
  </>
);

/** Renders the two buttons; the first of them. */
function renderButtons(): HTMLElement {
  fakeApi(signedOut);
  renderScreen(buttons);
  return screen.getByRole('button', { name: 'Share' });
}

describe('IconButton’s tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('shows its label 700 ms after a mouse rests on it, not before, and describes the button while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const share = renderButtons();
    fireEvent.pointerOver(share, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_OPEN_DELAY_MS - 150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Share');
    expect(share).toHaveAttribute('aria-describedby', tooltip.id);
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);

    // On to the next button: its tooltip at once; then off the buttons: gone, and the button as it was.
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerOut(share, { pointerType: 'mouse', relatedTarget: save });
    fireEvent.pointerOver(save, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save');
    fireEvent.pointerOut(save, { pointerType: 'mouse', relatedTarget: document.body });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(share).not.toHaveAttribute('aria-describedby');
  });

  it('never shows for touch, and a press or Escape hides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const share = renderButtons();
    fireEvent.pointerOver(share, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_OPEN_DELAY_MS + 100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerOver(share, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_OPEN_DELAY_MS + 100));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(share, { key: 'Escape' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once when the keyboard (not a script or a press) focuses its element, and goes with the focus', async () => {
    const share = renderButtons();
    act(() => share.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => share.blur());
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => share.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share');
    act(() => share.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('goes under its element, above it when there is no room below, and stays inside the window', () => {
    const window = { width: 400, height: 800 };
    const tip = { width: 60, height: 24 };
    expect(placeTooltip({ left: 100, top: 100, bottom: 140, width: 40 }, tip, window)).toEqual({ left: 90, top: 148 });
    expect(placeTooltip({ left: 100, top: 760, bottom: 790, width: 40 }, tip, window)).toEqual({ left: 90, top: 728 });
    expect(placeTooltip({ left: 0, top: 100, bottom: 140, width: 20 }, tip, window)).toEqual({ left: 8, top: 148 });
    expect(placeTooltip({ left: 380, top: 100, bottom: 140, width: 20 }, tip, window)).toEqual({ left: 332, top: 148 });
  });
});
