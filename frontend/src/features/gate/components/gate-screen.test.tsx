import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { GATE_REJECTED, GATE_UNAVAILABLE, GateScreen } from './gate-screen';
import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared/domain';

const rejected = { status: 401, body: { statusCode: 401, message: GATE_REJECTED, error: 'Unauthorized' } };

async function openAndSubmit(code: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open the gate' }));
  expect(screen.getByText('genesis, or echo? only the alpha knows the key to the next generation of sight.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Code word'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'ENTER' }));
}

describe('GateScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects a wrong code: clears the field, shakes, shows the error for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/gate': rejected });
    renderScreen(<GateScreen onPassed={() => undefined} />);
    await openAndSubmit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_REJECTED);
    expect(screen.getByLabelText('Code word')).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the error until 4 seconds after the latest failure: each failure restarts the one timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/gate': rejected });
    renderScreen(<GateScreen onPassed={() => undefined} />);
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
    renderScreen(<GateScreen onPassed={() => undefined} />);
    await openAndSubmit('generationalpha');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_UNAVAILABLE);
    expect(screen.queryByText(GATE_REJECTED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code word')).toHaveValue('generationalpha');
  });

  it('shows a plain error when the network fails', async () => {
    fakeApi({ 'POST /api/gate': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen(<GateScreen onPassed={() => undefined} />);
    await openAndSubmit('generationalpha');
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE_UNAVAILABLE);
  });

  it('welcomes the alpha, then after 3 seconds remembers the pass and moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onPassed = vi.fn();
    const calls = fakeApi({ 'POST /api/gate': { body: { ok: true } } });
    const heard = vi.fn();
    window.addEventListener('generationalpha:gate-passed', heard);
    renderScreen(<GateScreen onPassed={onPassed} />);
    await openAndSubmit('generationalpha');
    expect(await screen.findByText(/WELCOME TO GENALPHA/)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ code: 'generationalpha' });
    expect(onPassed).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onPassed).toHaveBeenCalledOnce();
    expect(localStorage.getItem(ALPHA_GATE_PASSED_KEY)).toBe('true');
    expect(heard).toHaveBeenCalled();
    window.removeEventListener('generationalpha:gate-passed', heard);
  });
});
