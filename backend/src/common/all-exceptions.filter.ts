import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorBody, FieldError, errorBody } from './http-errors';

const DEPENDENCY_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

function isDependencyDown(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const code = (exception as { code?: string }).code ?? (exception as { driverError?: { code?: string } }).driverError?.code;
  if (code && DEPENDENCY_DOWN_CODES.has(code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable/i.test(exception.message);
}

/** Every error leaves as { statusCode, message, error }; nothing internal leaks out. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return errorBody(status, response);
      const { message, errors } = response as { message?: string | string[]; errors?: FieldError[] };
      const text = Array.isArray(message) ? message[0] : message;
      return errorBody(status, text ?? exception.message, errors);
    }
    if (isDependencyDown(exception)) {
      return errorBody(503, 'The service is temporarily unavailable. Please try again in a moment.');
    }
    return errorBody(500, 'Something went wrong');
  }
}
