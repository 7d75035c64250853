import { spawnSync } from 'node:child_process';

/** GETs a metrics URL's text exposition (tests). */
export async function scrape(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** `promtool check metrics` on an exposition: its exit status and what it said (lint problems on stdout/stderr). */
export function promtoolCheckMetrics(text: string): { status: number | null; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool did not run (Debian: apt-get install prometheus): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

/** The metric families an exposition declares (its `# TYPE` lines). */
export function metricFamilies(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
}
