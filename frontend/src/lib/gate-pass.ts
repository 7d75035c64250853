import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared/domain';
export const GATE_PASSED_EVENT = 'generationalpha:gate-passed';

export function hasPassedGate(): boolean {
  try {
    return localStorage.getItem(ALPHA_GATE_PASSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the pass and tells every listener in this tab (other tabs hear the storage event). */
export function rememberGatePassed(): void {
  localStorage.setItem(ALPHA_GATE_PASSED_KEY, 'true');
  window.dispatchEvent(new Event(GATE_PASSED_EVENT));
}
