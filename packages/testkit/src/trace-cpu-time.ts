/** The fields of a Chrome trace event this reads and rewrites. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration (µs) of a complete ('X') event. */
  dur?: number;
  /** The CPU time (µs) its thread used during that event. */
  tdur?: number;
  args?: { name?: string };
}

const isMainThreadName = (event: TraceEvent) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain';

/**
 * Rewrites a trace so that each top-level task of a renderer's main thread lasts the CPU time the
 * thread used in it (`tdur`) rather than its wall-clock time (`dur`); the task's nested events are
 * squeezed in the same proportion, so they stay inside it. What goes is the time the thread waited
 * for a core the host gave to another thread or process. Tasks start where they started. Returns the
 * milliseconds taken out.
 */
export function timeMainThreadTasksByCpu(traceEvents: TraceEvent[]): number {
  const mainThreads = new Set(traceEvents.filter(isMainThreadName).map((event) => `${event.pid}:${event.tid}`));
  const eventsByThread = new Map<string, TraceEvent[]>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread)) continue;
    const events = eventsByThread.get(thread) ?? [];
    events.push(event);
    eventsByThread.set(thread, events);
  }

  let removedMicros = 0;
  for (const events of eventsByThread.values()) {
    const byStart = [...events].sort((a, b) => a.ts - b.ts);
    const tasks = byStart.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined && e.tdur !== undefined && e.tdur < e.dur);
    let next = 0;
    for (const event of byStart) {
      while (next < tasks.length && tasks[next].ts + tasks[next].dur! < event.ts) next++;
      const task = tasks[next];
      if (!task || event === task || event.ts < task.ts) continue;
      squeezeInto(event, task);
    }
    for (const task of tasks) {
      removedMicros += task.dur! - task.tdur!;
      task.dur = task.tdur;
    }
  }
  return removedMicros / 1000;
}

/** Moves an event nested in `task` (still at its wall-clock length) to where it falls once the task lasts its CPU time. */
function squeezeInto(event: TraceEvent, task: TraceEvent): void {
  const ratio = task.tdur! / task.dur!;
  const squeezed = (ts: number) => task.ts + (ts - task.ts) * ratio;
  const end = event.ts + (event.dur ?? 0);
  event.ts = squeezed(event.ts);
  if (event.dur !== undefined) event.dur = Math.min(squeezed(end), task.ts + task.tdur!) - event.ts;
}
