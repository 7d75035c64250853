import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared';

/**
 * A script for every document a browser opens (Playwright's `addInitScript`, Puppeteer's
 * `evaluateOnNewDocument`), as a visitor who has passed the gate: tests and measurements see the
 * product, not the gate. about:blank has no storage, hence the try.
 */
export const PASS_ALPHA_GATE_SCRIPT = `try { localStorage.setItem(${JSON.stringify(ALPHA_GATE_PASSED_KEY)}, 'true'); } catch {}`;
