import { TraceEvent, timeMainThreadTasksByCpu } from './trace-cpu-time';

const RENDERER = 10;
const MAIN = 1;
const COMPOSITOR = 2;

const threadName = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid: RENDERER, tid, ts: 0, args: { name } });
const task = (ts: number, dur: number, tdur: number, tid = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: RENDERER, tid, ts, dur, tdur });
const nested = (name: string, ts: number, dur?: number): TraceEvent => ({ name, ph: dur === undefined ? 'I' : 'X', pid: RENDERER, tid: MAIN, ts, dur });

describe('timeMainThreadTasksByCpu', () => {
  it('makes a main-thread task last its CPU time and squeezes what it holds in proportion', () => {
    const busy = task(1_000, 100_000, 40_000);
    const call = nested('FunctionCall', 11_000, 80_000);
    const layout = nested('Layout', 51_000, 50_000);
    const mark = nested('firstContentfulPaint', 101_000);
    const events = [threadName(MAIN, 'CrRendererMain'), call, busy, layout, mark];

    expect(timeMainThreadTasksByCpu(events)).toBe(60);

    expect(busy).toMatchObject({ ts: 1_000, dur: 40_000 });
    expect(call).toMatchObject({ ts: 5_000, dur: 32_000 });
    expect(layout).toMatchObject({ ts: 21_000, dur: 20_000 });
    expect(mark.ts).toBe(41_000);
  });

  it('leaves alone a task that used its whole wall time, events between tasks and other threads', () => {
    const steady = task(0, 30_000, 30_000);
    const between = nested('TimerFire', 40_000, 1_000);
    const compositorTask = task(0, 90_000, 10_000, COMPOSITOR);
    const withoutCpuTime: TraceEvent = { ...task(50_000, 70_000, 0), tdur: undefined };
    const events = [threadName(MAIN, 'CrRendererMain'), threadName(COMPOSITOR, 'Compositor'), steady, between, compositorTask, withoutCpuTime];

    expect(timeMainThreadTasksByCpu(events)).toBe(0);

    expect(steady).toMatchObject({ ts: 0, dur: 30_000 });
    expect(between).toMatchObject({ ts: 40_000, dur: 1_000 });
    expect(compositorTask).toMatchObject({ ts: 0, dur: 90_000 });
    expect(withoutCpuTime).toMatchObject({ ts: 50_000, dur: 70_000 });
  });
});
