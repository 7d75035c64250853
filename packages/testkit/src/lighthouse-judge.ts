import { execFileSync } from 'node:child_process';
import {
  LIGHTHOUSE_TARGETS,
  type MeasuredPage,
  type PageToMeasure,
  formatLighthouseFigures,
  measureLighthousePages,
  missedLighthouseTargets,
} from './lighthouse';
import { median } from './median';

/**
 * Lighthouse's benchmark index below which a run's host was loaded: quiet runs on the 2-core host
 * read 2,000–2,800, runs beside a busy process 900–1,400.
 */
export const LOADED_BENCHMARK_INDEX = 1_500;

/**
 * How long this host takes to give a process fresh memory: microseconds per 4 KiB page to touch
 * 256 MiB for the first time, in a child process (whose memory goes back when it exits). A page
 * load is mostly fresh memory (a new renderer, its heaps); where each first touch costs tens of
 * microseconds (a VM whose freed memory goes back to its host: 22 µs a page on 2026-11-30), every
 * renderer task takes several times as long and Lighthouse's benchmark index, a loop on memory
 * already there, does not see it: a script-free page read TBT 4–161 ms, `/about` 358–911 ms (2 ms
 * the day before), at a benchmark index of 1,600–2,600 (decision 0041).
 */
export function pageFaultMicros(): number {
  const bytes = 256 * 1024 * 1024;
  const script = `const b = Buffer.allocUnsafeSlow(${bytes}); const t = process.hrtime.bigint();
    for (let i = 0; i < b.length; i += 4096) b[i] = 1;
    process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1000 / ${bytes / 4096}));`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** Microseconds per fresh page above which the host counts as loaded (a few tenths on an ordinary host). */
export const LOADED_PAGE_FAULT_MICROS = 3;

export interface HostState {
  /** pageFaultMicros() before the runs. */
  pageFaultMicros: number;
  /** The median benchmark index of the page's runs. */
  benchmarkIndex: number;
  loaded: boolean;
}

/** The host around a page's runs: loaded when fresh memory came slowly or the benchmark index read low. */
export function hostState(pageFaultMicros: number, page: Pick<MeasuredPage, 'runs'>): HostState {
  const benchmarkIndex = median(page.runs.map((run) => run.benchmarkIndex));
  return { pageFaultMicros, benchmarkIndex, loaded: pageFaultMicros > LOADED_PAGE_FAULT_MICROS || benchmarkIndex < LOADED_BENCHMARK_INDEX };
}

const describeHost = (host: HostState) =>
  `fresh memory ${host.pageFaultMicros.toFixed(1)} µs a page (loaded above ${LOADED_PAGE_FAULT_MICROS}), median benchmark index ${Math.round(host.benchmarkIndex)} (loaded under ${LOADED_BENCHMARK_INDEX})`;

export interface JudgedPage {
  /** The runs judged: the second measurement when the page was measured again. */
  measured: MeasuredPage;
  /** The targets the median as Lighthouse reports it misses (empty when not judged). */
  missed: string[];
  /** The host around the runs judged. */
  host: string;
  /** Why the page was measured again, with the first measurement's median. */
  measuredAgain?: string;
  /** Set when both measurements ran on a loaded host: their figures are printed, not judged. */
  notJudged?: string;
}

/** One measurement of a page: its runs, the host around them, the targets their median missed. */
export interface Measurement {
  measured: MeasuredPage;
  host: HostState;
  missed: string[];
}

/** A page that missed a target on a loaded host is measured once more. */
export const measureAgain = (first: Measurement) => first.missed.length > 0 && first.host.loaded;

/** The verdict on a page from its first measurement and, when it was measured again, its second. */
export function verdictOf(first: Measurement, second: Measurement | undefined): JudgedPage {
  if (!second) return { measured: first.measured, missed: first.missed, host: describeHost(first.host) };
  const runs = first.measured.runs.length;
  const notJudged = second.host.loaded && second.missed.length > 0;
  return {
    measured: second.measured,
    missed: notJudged ? [] : second.missed,
    host: describeHost(second.host),
    measuredAgain: `measured again: the first ${runs} runs missed ${first.missed.join(', ')} (${formatLighthouseFigures(first.measured.median)}) on a loaded host (${describeHost(first.host)})`,
    ...(notJudged ? { notJudged: `NOT JUDGED: the host was loaded for both measurements; the second missed ${second.missed.join(', ')}` } : {}),
  };
}

/**
 * Each page's median of `runs` as Lighthouse reports it, judged against `targets` on a quiet host.
 * Each measurement follows a measure of the host's fresh memory; a page that misses while the host
 * was loaded is measured once more and judged on that. When that one ran on a loaded host too, the
 * page is not judged: its figures say what the host did, not what the page does.
 */
export async function judgeAsReported(
  baseUrl: string,
  pages: PageToMeasure[],
  runs: number,
  targets: typeof LIGHTHOUSE_TARGETS = LIGHTHOUSE_TARGETS,
): Promise<JudgedPage[]> {
  const judged: JudgedPage[] = [];
  for (const page of pages) {
    const measure = async (): Promise<Measurement> => {
      const faults = pageFaultMicros();
      const [measured] = await measureLighthousePages(baseUrl, [page], runs);
      return { measured, host: hostState(faults, measured), missed: missedLighthouseTargets(measured.median, targets) };
    };
    const first = await measure();
    judged.push(verdictOf(first, measureAgain(first) ? await measure() : undefined));
  }
  return judged;
}
