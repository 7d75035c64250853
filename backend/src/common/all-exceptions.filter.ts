import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isDependencyDown } from '@genalpha/shared';
import { ErrorBody, FieldError, errorBody } from './http-errors';
import { RetryLaterException } from './retry-later.exception';

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** The body for any error: HttpExceptions as thrown, an unreachable dependency as 503, anything else as a bare 500. */
export function errorBodyOf(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return errorBody(status, response);
    const { message, errors } = response as { message?: string | string[]; errors?: FieldError[] };
    const text = Array.isArray(message) ? message[0] : message;
    return errorBody(status, text ?? exception.message, errors);
  }
  if (isDependencyDown(exception)) return errorBody(503, SERVICE_UNAVAILABLE);
  return errorBody(500, 'Something went wrong');
}

/** The stack or message for the log (errors from Node's sockets may belong to another realm, so no instanceof). */
export function describeError(exception: unknown): string {
  const { stack, message } = (exception ?? {}) as { stack?: unknown; message?: unknown };
  if (typeof stack === 'string') return stack;
  return typeof message === 'string' ? message : String(exception);
}

/** Every error leaves as { statusCode, message, error }; nothing internal leaks out. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    const body = errorBodyOf(exception);
    // During an outage every request fails alike: one line each, not a stack each.
    if (body.statusCode === 503) this.logger.warn(`dependency unavailable: ${(exception as { message?: string }).message}`);
    else if (body.statusCode >= 500) this.logger.error(describeError(exception));
    if (exception instanceof RetryLaterException) reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
