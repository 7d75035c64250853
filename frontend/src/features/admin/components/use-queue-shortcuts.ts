import { useEffect, useRef } from 'react';
import { queueCommand, type QueueCommand } from './queue-keys';

/** Runs the queue's single-key shortcuts while `enabled` (no dialog open). */
export function useQueueShortcuts(enabled: boolean, run: (command: QueueCommand) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = queueCommand(event);
      if (!command) return;
      event.preventDefault();
      latest.current(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
