import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import { fakeApi } from '@/test/fake-api';
import { GATE_HINT, GATE_REJECTED, GATE_UNAVAILABLE, openGate } from './gate';
import { GateScreen } from './gate-screen';
import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared/domain';

const rejected = { status: 401, body: { statusCode: 401, message: GATE_REJECTED, error: 'Unauthorized' } };

/** The page as index.html draws it: the app's root and the gate beside it. */
function loadIndexHtml() {
  document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
}

async function openAndSubmit(code: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open the gate' }));
  expect(screen.getByText('genesis, or echo? only the alpha knows the key to the next generation of sight.')).toBeVisible();
  expect(screen.getByLabelText('Code word')).toHaveFocus();
  fireEvent.change(screen.getByLabelText('Code word'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'ENTER' }));
}

describe('the alpha gate (index.html’s, see gate.ts)', () => {
  let close: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    loadIndexHtml();
  });
  afterEach(() => {
    close?.();
    close = undefined;
    vi.useRealTimers();
  });

  it('covers the app: marks the page, makes the root inert, and undoes both when closed', () => {
    close = openGate({ onPassed: () => undefined });
    expect(document.documentElement).toHaveAttribute('data-gate', 'open');
    expect(document.getElementById('root')!.inert).toBe(true);
    expect(screen.queryByLabelText('Code word')).not.toBeVisible();
    close();
    expect(document.documentElement).not.toHaveAttribute('data-gate');
    expect(document.getElementById('root')!.inert).toBe(false);
  });

  it('whispers the hint after 2.5 seconds and describes the keyhole with it; opening it asks for the app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onOpened = vi.fn();
    close = openGate({ onOpened, onPassed: () => undefined });
    const keyhole = screen.getByRole('button', { name: 'Open the gate' });
    expect(keyhole).not.toHaveAttribute('aria-describedby');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText(GATE_HINT)).toBeInTheDocument();
    expect(keyhole).toHaveAttribute('aria-describedby', 'gate-hint');
    fireEvent.click(keyhole);
    expect(onOpened).toHaveBeenCalledOnce();
  });

  it('rejects a wrong code: clears the field, shakes, shows the error for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/gate': rejected });
    close = openGate({ onPassed: () => undefined });
    await openAndSubmit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_REJECTED);
    expect(screen.getByLabelText('Code word')).toHaveValue('');
    expect(screen.getByLabelText('Code word')).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('[data-gate-row]')).toHaveClass('shaking');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.querySelector('[data-gate-row]')).not.toHaveClass('shaking');
    await act(() => vi.advanceTimersByTimeAsync(3600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the error until 4 seconds after the latest failure: each failure restarts the one timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/gate': rejected });
    close = openGate({ onPassed: () => undefined });
    await openAndSubmit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_REJECTED);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.change(screen.getByLabelText('Code word'), { target: { value: 'again' } });
    fireEvent.click(screen.getByRole('button', { name: 'ENTER' }));
    await waitFor(() => expect(screen.getByLabelText('Code word')).toHaveValue(''));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alert')).toHaveTextContent(GATE_REJECTED);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['403', { status: 403, body: { statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' } }],
    ['503', { status: 503, body: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' } }],
  ])('shows a plain error, not the rejection, when the gate answers %s', async (_status, reply) => {
    fakeApi({ 'POST /api/gate': reply });
    close = openGate({ onPassed: () => undefined });
    await openAndSubmit('generationalpha');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_UNAVAILABLE);
    expect(screen.queryByText(GATE_REJECTED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code word')).toHaveValue('generationalpha');
    expect(screen.getByLabelText('Code word')).not.toHaveAttribute('aria-invalid');
  });

  it('says when to try again after too many tries, and keeps the code', async () => {
    const tooMany = 'Too many attempts. Please try again in 60 seconds.';
    fakeApi({ 'POST /api/gate': { status: 429, body: { statusCode: 429, message: tooMany, error: 'Too Many Requests' } } });
    close = openGate({ onPassed: () => undefined });
    await openAndSubmit('generationalpha');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByLabelText('Code word')).toHaveValue('generationalpha');
  });

  it('shows a plain error when the network fails', async () => {
    fakeApi({ 'POST /api/gate': () => Promise.reject(new TypeError('Failed to fetch')) });
    close = openGate({ onPassed: () => undefined });
    await openAndSubmit('generationalpha');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_UNAVAILABLE);
  });

  it('welcomes the alpha, then after 3 seconds remembers the pass and moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onPassed = vi.fn();
    const calls = fakeApi({ 'POST /api/gate': { body: { ok: true } } });
    const heard = vi.fn();
    window.addEventListener('generationalpha:gate-passed', heard);
    close = openGate({ onPassed });
    await openAndSubmit('generationalpha');
    await waitFor(() => expect(screen.getByText(/WELCOME TO GENALPHA/)).toBeVisible());
    expect(screen.getByLabelText('Code word')).not.toBeVisible();
    expect(calls[0].body).toEqual({ code: 'generationalpha' });
    expect(onPassed).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onPassed).toHaveBeenCalledOnce();
    expect(localStorage.getItem(ALPHA_GATE_PASSED_KEY)).toBe('true');
    expect(heard).toHaveBeenCalled();
    window.removeEventListener('generationalpha:gate-passed', heard);
  });

  it('opens afresh at the keyhole each time, and a check answered after it closed changes nothing', async () => {
    let answer: (value: Response) => void = () => undefined;
    const unanswered = () => new Promise<Response>((resolve) => (answer = resolve));
    fakeApi({ 'POST /api/gate': unanswered as () => Promise<never> });
    const onPassed = vi.fn();
    close = openGate({ onPassed });
    await openAndSubmit('generationalpha');
    close();
    answer(new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    close = openGate({ onPassed });
    expect(screen.getByRole('button', { name: 'Open the gate' })).toBeVisible();
    expect(screen.getByText(/WELCOME TO GENALPHA/)).not.toBeVisible();
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('is open while GateScreen is rendered in the app', () => {
    const { unmount } = render(<GateScreen onPassed={() => undefined} />);
    expect(document.documentElement).toHaveAttribute('data-gate', 'open');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-gate');
  });
});
