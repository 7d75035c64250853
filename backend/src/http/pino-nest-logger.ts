import { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/** Nest's own lines (start-up, `new Logger(...)`) through Fastify's pino logger, the Nest context as a field. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes (message, [stack], context): the last string is the context. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    const stack = params.length > 1 && typeof params[0] === 'string' ? params[0] : undefined;
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ ...fields, ...message });
    else this.pino[level](fields, String(message));
  }
}
