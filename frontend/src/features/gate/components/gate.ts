import { ApiError } from '@/api/client';
import { GATE_OPEN_ATTRIBUTE } from '@/app/first-screen-requests';
import { rememberGatePassed } from '@/lib/gate-pass';
import { checkGate } from '../api/check-gate';

export const GATE_REJECTED = 'REJECTED. the signal is not of the generation. RETRY.';
/** Any failure other than a wrong code (403, 5xx, no network): the code may be right, so it is kept. */
export const GATE_UNAVAILABLE = 'The gate could not check your code. Please try again.';
export const GATE_SUCCESS_DELAY_MS = 3000;
export const GATE_SHAKE_MS = 500;
export const GATE_ERROR_MS = 4000;
/** How long the keyhole waits before whispering what to do. */
export const GATE_HINT_DELAY_MS = 2500;
export const GATE_HINT = 'tap the keyhole';

type Step = 'keyhole' | 'password' | 'success';

export interface GateOptions {
  /** The visitor opened the keyhole: the app's code may be fetched now. */
  onOpened?: () => void;
  /** The pass is remembered (3 s after the welcome). */
  onPassed: () => void;
}

function part<T extends HTMLElement>(gate: HTMLElement, selector: string): T {
  const found = gate.querySelector<T>(selector);
  if (!found) throw new Error(`index.html's gate has no ${selector}`);
  return found;
}

let closeOpenGate: (() => void) | undefined;

/**
 * Shows the alpha gate that index.html draws (outside React, so a first visit paints it without the
 * app's code): the keyhole, then the code word, then a welcome; the pass is remembered as the
 * visitor leaves for the feed. Returns what closes it; opening it again closes the one shown.
 */
export function openGate({ onOpened, onPassed }: GateOptions): () => void {
  closeOpenGate?.();
  const gate = document.getElementById('gate');
  if (!gate) throw new Error('index.html has no #gate');
  const keyhole = part<HTMLButtonElement>(gate, '[data-gate-keyhole]');
  const hint = part<HTMLElement>(gate, '#gate-hint');
  const form = part<HTMLFormElement>(gate, 'form');
  const code = part<HTMLInputElement>(gate, '#gate-code');
  const enter = part<HTMLButtonElement>(form, 'button[type=submit]');
  const row = part<HTMLElement>(form, '[data-gate-row]');
  const errorSlot = part<HTMLElement>(form, '[data-gate-error]');
  const timers: number[] = [];
  let errorTimer: number | undefined;
  let pending = false;
  let closed = false;
  const later = (callback: () => void, ms: number) => timers.push(window.setTimeout(callback, ms));

  const show = (step: Step) => {
    for (const section of gate.querySelectorAll<HTMLElement>('[data-gate-step]')) section.hidden = section.dataset.gateStep !== step;
  };
  const setHint = (shown: boolean) => {
    hint.textContent = shown ? GATE_HINT : '';
    hint.classList.toggle('shown', shown);
    hint.setAttribute('aria-hidden', String(!shown));
    if (shown) keyhole.setAttribute('aria-describedby', 'gate-hint');
    else keyhole.removeAttribute('aria-describedby');
  };
  const setError = (message: string | null) => {
    errorSlot.replaceChildren();
    if (message === GATE_REJECTED) code.setAttribute('aria-invalid', 'true');
    else code.removeAttribute('aria-invalid');
    if (!message) return;
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = message;
    errorSlot.append(alert);
  };
  /** Shows the error until 4 s after the latest failure: each failure restarts the one timer. */
  const showError = (message: string) => {
    setError(message);
    window.clearTimeout(errorTimer);
    errorTimer = window.setTimeout(() => setError(null), GATE_ERROR_MS);
  };
  const setPending = (value: boolean) => {
    pending = value;
    enter.disabled = value;
    enter.toggleAttribute('aria-busy', value);
  };

  const onKeyhole = () => {
    show('password');
    code.focus();
    onOpened?.();
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    checkGate(code.value).then(
      () => {
        if (closed) return;
        setPending(false);
        window.clearTimeout(errorTimer);
        setError(null);
        show('success');
        later(() => {
          rememberGatePassed();
          onPassed();
        }, GATE_SUCCESS_DELAY_MS);
      },
      (failure: unknown) => {
        if (closed) return;
        setPending(false);
        // Too many tries: the server's words say when to try again.
        if (failure instanceof ApiError && failure.status === 429) return showError(failure.message);
        if (!(failure instanceof ApiError && failure.status === 401)) return showError(GATE_UNAVAILABLE);
        code.value = '';
        showError(GATE_REJECTED);
        row.classList.add('shaking');
        later(() => row.classList.remove('shaking'), GATE_SHAKE_MS);
      },
    );
  };

  // The gate covers the app: nothing under it can be focused or read, so Tab reaches the keyhole first.
  const root = document.getElementById('root');
  if (root) root.inert = true;
  code.value = '';
  setPending(false);
  setError(null);
  setHint(false);
  show('keyhole');
  document.documentElement.setAttribute(GATE_OPEN_ATTRIBUTE, 'open');
  keyhole.addEventListener('click', onKeyhole);
  form.addEventListener('submit', onSubmit);
  later(() => setHint(true), GATE_HINT_DELAY_MS);

  const close = () => {
    if (closed) return;
    closed = true;
    if (closeOpenGate === close) closeOpenGate = undefined;
    timers.forEach((timer) => window.clearTimeout(timer));
    window.clearTimeout(errorTimer);
    keyhole.removeEventListener('click', onKeyhole);
    form.removeEventListener('submit', onSubmit);
    document.documentElement.removeAttribute(GATE_OPEN_ATTRIBUTE);
    if (root) root.inert = false;
  };
  closeOpenGate = close;
  return close;
}
