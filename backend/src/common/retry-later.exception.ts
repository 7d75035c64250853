import { HttpException, HttpStatus } from '@nestjs/common';

/** A refusal that ends by itself (a quota window, a busy server): answered with `Retry-After`. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE = HttpStatus.TOO_MANY_REQUESTS,
  ) {
    super(message, status);
  }
}
