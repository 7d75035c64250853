import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATE_STORAGE_KEY } from '@/lib/gate-pass';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { GATE_REJECTED, GateScreen } from './gate-screen';

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
    expect(localStorage.getItem(GATE_STORAGE_KEY)).toBe('true');
    expect(heard).toHaveBeenCalled();
    window.removeEventListener('generationalpha:gate-passed', heard);
  });
});
