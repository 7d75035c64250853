import { readFileSync, readdirSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory of a process, in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU seconds a process used, its finished children (ffmpeg, ffprobe) included. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return (utime + stime + cutime + cstime) / CLOCK_TICKS_PER_SECOND;
}

/** Samples the resident memory of a process and its live children until stopped; reports the peak above the first sample. */
export function sampleResidentMemory(pid: number, everyMs = 20): { stop(): { baselineBytes: number; peakBytes: number } } {
  const baselineBytes = residentBytesWithChildren(pid);
  let peakBytes = baselineBytes;
  const timer = setInterval(() => {
    try {
      peakBytes = Math.max(peakBytes, residentBytesWithChildren(pid));
    } catch {
      // the process is gone; the peak so far stands
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { baselineBytes, peakBytes };
    },
  };
}

/** The live child processes of a process (nginx's workers under its master). */
export function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
}

/** CPU seconds of a process and its live children together. */
export const cpuSecondsWithChildren = (pid: number) => childPids(pid).reduce((sum, child) => sum + cpuSeconds(child), cpuSeconds(pid));

/** Resident memory of a process and its live children together (the API's node:cluster processes under their primary). */
export const residentBytesWithChildren = (pid: number) => childPids(pid).reduce((sum, child) => sum + residentBytes(child), residentBytes(pid));

/** CPU seconds of every process whose command name is `command` (all of PostgreSQL's: "postgres"), exited children included. */
export function cpuSecondsOfCommand(command: string): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command) sum += cpuSeconds(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return sum;
}

/** CPU seconds the whole machine spent busy (all cores, everything but idle and I/O wait), from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS_PER_SECOND;
}
