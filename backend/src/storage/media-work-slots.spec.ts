import { MEDIA_BUSY, MediaWorkSlots } from './media-work-slots';

describe('MediaWorkSlots', () => {
  const later = () => {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { done, finish };
  };

  it('runs at most `running` at once, queues `waiting`, and refuses the rest with 503 and Retry-After', async () => {
    const slots = new MediaWorkSlots(2, 1);
    let concurrent = 0;
    let peak = 0;
    const gates = [later(), later(), later()];
    const work = (i: number) => async () => {
      peak = Math.max(peak, ++concurrent);
      await gates[i].done;
      concurrent--;
      return i;
    };
    const runs = [0, 1, 2].map((i) => slots.run(work(i)));
    await expect(slots.run(async () => 99)).rejects.toMatchObject({ message: MEDIA_BUSY, retryAfterSeconds: 5, status: 503 });
    gates.forEach((gate) => gate.finish());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(await slots.run(async () => 'free again')).toBe('free again');
  });

  it('frees the slot when the work fails', async () => {
    const slots = new MediaWorkSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('ffmpeg failed')))).rejects.toThrow('ffmpeg failed');
    expect(await slots.run(async () => 'ok')).toBe('ok');
  });
});
