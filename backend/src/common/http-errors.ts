import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

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

/** For plain Express middleware, which runs outside Nest's exception filters. */
export function sendError(res: Response, statusCode: number, message: string): void {
  res.status(statusCode).json(errorBody(statusCode, message));
}
