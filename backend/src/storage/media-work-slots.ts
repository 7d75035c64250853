import { HttpStatus } from '@nestjs/common';
import { RetryLaterException } from '../common/retry-later.exception';

export const MEDIA_BUSY = 'The server is busy processing images. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Bounds the ffmpeg work one API process does at once (avatars): `running` at a time, `waiting`
 * more in line, and anyone beyond that is answered 503 with Retry-After at once.
 */
export class MediaWorkSlots {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active++;
    else if (this.queue.length < this.waiting) await new Promise<void>((start) => this.queue.push(start));
    else throw new RetryLaterException(MEDIA_BUSY, BUSY_RETRY_AFTER_SECONDS, HttpStatus.SERVICE_UNAVAILABLE);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so the count of active runs never drops below it.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
