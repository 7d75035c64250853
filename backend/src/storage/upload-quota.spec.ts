import { formatBytes, inWords, quotaRefusal, remainingBytes } from './upload-quota';

const GB = 1024 ** 3;
const limits = { countPerHour: 3, countPerDay: 5, bytesPerHour: 10 * GB, bytesPerDay: 12 * GB };
const now = new Date('2026-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('upload quotas', () => {
  it('lets uploads through while the hour and the day have room', () => {
    expect(quotaRefusal([], { count: 1, bytes: 5 * GB }, limits, now)).toBeNull();
    expect(quotaRefusal([{ createdAt: ago(60), bytes: GB }], { count: 1, bytes: 0 }, limits, now)).toBeNull();
    expect(quotaRefusal([{ createdAt: ago(7200), bytes: 9 * GB }], { count: 0, bytes: 3 * GB }, limits, now)).toBeNull();
  });

  it('counts uploads per hour, and says when the oldest leaves the window', () => {
    const usage = [ago(3000), ago(1200), ago(60)].map((createdAt) => ({ createdAt, bytes: 0 }));
    expect(quotaRefusal(usage, { count: 1, bytes: 0 }, limits, now)).toEqual({
      message: 'Upload limit reached: at most 3 uploads per hour. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(quotaRefusal(usage, { count: 0, bytes: GB }, limits, now)).toBeNull();
  });

  it('counts uploads per day', () => {
    const usage = [80_000, 70_000, 60_000, 50_000, 40_000].map((s) => ({ createdAt: ago(s), bytes: 0 }));
    expect(quotaRefusal(usage, { count: 1, bytes: 0 }, limits, now)).toEqual({
      message: 'Upload limit reached: at most 5 uploads per day. Please try again in 2 hours.',
      retryAfterSeconds: 6400,
    });
  });

  it('stops a few huge uploads by their bytes, waiting until enough of the oldest leave', () => {
    const usage = [
      { createdAt: ago(3000), bytes: 4 * GB },
      { createdAt: ago(600), bytes: 5 * GB },
    ];
    expect(quotaRefusal(usage, { count: 0, bytes: 2 * GB }, limits, now)).toEqual({
      message: 'Upload limit reached: at most 10 GB of uploads per hour. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(quotaRefusal(usage, { count: 0, bytes: GB }, limits, now)).toBeNull();
    expect(remainingBytes(usage, limits, now)).toBe(GB);
  });

  it('refuses a URL of unknown size once the byte budget is spent, and one that can never fit for a whole window', () => {
    const spent = [{ createdAt: ago(100), bytes: 10 * GB }];
    expect(quotaRefusal(spent, { count: 1, bytes: 0 }, limits, now)?.retryAfterSeconds).toBe(3500);
    expect(quotaRefusal([], { count: 0, bytes: 11 * GB }, limits, now)?.retryAfterSeconds).toBe(3600);
    expect(remainingBytes(spent, limits, now)).toBe(0);
  });

  it('writes sizes and waits for people', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(5 * GB), formatBytes(1.25 * 1024 * GB)]).toEqual(['512 bytes', '1.5 KB', '5 GB', '1.3 TB']);
    expect([inWords(1), inWords(45), inWords(90), inWords(3600), inWords(5400)]).toEqual(['1 second', '45 seconds', '2 minutes', '60 minutes', '2 hours']);
  });
});
