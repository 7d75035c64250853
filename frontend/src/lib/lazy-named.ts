import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: `lazyNamed(() => import('./report-dialog'), 'ReportDialog')`. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<unknown> }))) as never;
}
