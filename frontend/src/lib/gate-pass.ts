export const GATE_STORAGE_KEY = 'generationalpha_secret_gate_passed';
export const GATE_PASSED_EVENT = 'generationalpha:gate-passed';

export function hasPassedGate(): boolean {
  try {
    return localStorage.getItem(GATE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the pass and tells every listener in this tab (other tabs hear the storage event). */
export function rememberGatePassed(): void {
  localStorage.setItem(GATE_STORAGE_KEY, 'true');
  window.dispatchEvent(new Event(GATE_PASSED_EVENT));
}
