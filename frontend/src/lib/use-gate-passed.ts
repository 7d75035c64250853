import { useEffect, useState } from 'react';
import { GATE_PASSED_EVENT, hasPassedGate } from './gate-pass';
import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared/domain';

/** The gate flag, re-read on storage changes and on the gate's own event. */
export function useGatePassed(): boolean {
  const [passed, setPassed] = useState(hasPassedGate);
  useEffect(() => {
    const reread = () => setPassed(hasPassedGate());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ALPHA_GATE_PASSED_KEY) reread();
    };
    window.addEventListener(GATE_PASSED_EVENT, reread);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(GATE_PASSED_EVENT, reread);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return passed;
}
