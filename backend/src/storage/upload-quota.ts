import type { UploadQuotaLimits } from '@genalpha/shared';

/** One of the user's recent uploads: when its URL was issued and the bytes it holds or has reserved. */
export interface UploadUsage {
  createdAt: Date;
  bytes: number;
}

/** What a request would add: an upload URL (count 1), bytes received or claimed. */
export interface UploadCandidate {
  count: number;
  bytes: number;
}

export interface QuotaRefusal {
  message: string;
  retryAfterSeconds: number;
}

const WINDOWS = [
  { name: 'hour', seconds: 3600, count: 'countPerHour', bytes: 'bytesPerHour' },
  { name: 'day', seconds: 86_400, count: 'countPerDay', bytes: 'bytesPerDay' },
] as const;

export function formatBytes(bytes: number): string {
  const [unit, size] = (
    [
      ['TB', 1024 ** 4],
      ['GB', 1024 ** 3],
      ['MB', 1024 ** 2],
      ['KB', 1024],
    ] as const
  ).find(([, s]) => bytes >= s) ?? ['bytes', 1];
  return `${Number((bytes / size).toFixed(1))} ${unit}`;
}

export function inWords(seconds: number): string {
  const [value, unit] = seconds >= 5400 ? [Math.ceil(seconds / 3600), 'hour'] : seconds >= 90 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * Whether the candidate fits the per-hour and per-day limits given what the user used, and if not,
 * how long until enough of it leaves the window (the oldest uploads first). A request that adds no
 * bytes (an upload URL of unknown size) is refused once the byte budget is used up.
 */
export function quotaRefusal(usage: UploadUsage[], candidate: UploadCandidate, limits: UploadQuotaLimits, now: Date): QuotaRefusal | null {
  for (const window of WINDOWS) {
    const since = now.getTime() - window.seconds * 1000;
    const inWindow = usage.filter((u) => u.createdAt.getTime() > since).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const leaves = (upload: UploadUsage | undefined) => (upload ? Math.max(1, Math.ceil((upload.createdAt.getTime() - since) / 1000)) : window.seconds);

    const countLimit = limits[window.count];
    if (candidate.count > 0 && inWindow.length + candidate.count > countLimit) {
      const retryAfterSeconds = leaves(inWindow[inWindow.length + candidate.count - countLimit - 1]);
      return {
        message: `Upload limit reached: at most ${countLimit} uploads per ${window.name}. Please try again in ${inWords(retryAfterSeconds)}.`,
        retryAfterSeconds,
      };
    }

    const bytesLimit = limits[window.bytes];
    const fits = (used: number) => (candidate.bytes > 0 ? used + candidate.bytes <= bytesLimit : used < bytesLimit);
    let used = inWindow.reduce((sum, u) => sum + u.bytes, 0);
    if (!fits(used)) {
      let oldest = 0;
      while (oldest < inWindow.length && !fits(used)) used -= inWindow[oldest++].bytes;
      const retryAfterSeconds = fits(used) ? leaves(inWindow[oldest - 1]) : window.seconds;
      return {
        message: `Upload limit reached: at most ${formatBytes(bytesLimit)} of uploads per ${window.name}. Please try again in ${inWords(retryAfterSeconds)}.`,
        retryAfterSeconds,
      };
    }
  }
  return null;
}

/** The bytes still allowed now: the smaller of what is left in the hour and in the day. */
export function remainingBytes(usage: UploadUsage[], limits: UploadQuotaLimits, now: Date): number {
  return Math.min(
    ...WINDOWS.map((window) => {
      const since = now.getTime() - window.seconds * 1000;
      const used = usage.filter((u) => u.createdAt.getTime() > since).reduce((sum, u) => sum + u.bytes, 0);
      return Math.max(0, limits[window.bytes] - used);
    }),
  );
}
