import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  errors?: FieldError[];
}

export function errorBody(statusCode: number, message: string, errors?: FieldError[]): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error', ...(errors ? { errors } : {}) };
}

/** For hooks and plain Fastify routes, which run outside Nest's exception filters. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message));
}
