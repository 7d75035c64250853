/** The flag the web client's alpha gate leaves in localStorage once passed (the spec's key; frontend/src/lib/gate-pass.ts). */
export const ALPHA_GATE_PASSED_KEY = 'generationalpha_secret_gate_passed';

/**
 * A script for every document a browser opens (Playwright's `addInitScript`, Puppeteer's
 * `evaluateOnNewDocument`), as a visitor who has passed the gate: tests and measurements see the
 * product, not the gate. about:blank has no storage, hence the try.
 */
export const PASS_ALPHA_GATE_SCRIPT = `try { localStorage.setItem(${JSON.stringify(ALPHA_GATE_PASSED_KEY)}, 'true'); } catch {}`;
