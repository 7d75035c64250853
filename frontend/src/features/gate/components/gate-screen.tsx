import { useEffect, useRef } from 'react';
import { openGate } from './gate';

/** The alpha gate over the app (drawn by index.html, see gate.ts) while this is rendered. */
export function GateScreen({ onPassed }: { onPassed: () => void }) {
  const passed = useRef(onPassed);
  passed.current = onPassed;
  useEffect(() => openGate({ onPassed: () => passed.current() }), []);
  return null;
}
