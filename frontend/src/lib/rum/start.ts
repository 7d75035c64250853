import { whenIdle } from '@/lib/when-idle';
import { dropRum } from './collect';
import { sessionSampled } from './sampling';

/**
 * Real user measurements, off the page's critical path: once the first screen has painted and the
 * page is idle, a sampled visit loads the reporter's chunk (web-vitals and the beacons); any other
 * drops what the players measure.
 */
export function startRum(): void {
  whenIdle(() => {
    if (!sessionSampled() || typeof navigator.sendBeacon !== 'function') return dropRum();
    void import('./reporter').then(({ startReporter }) => startReporter(), dropRum);
  }, 5_000);
}
