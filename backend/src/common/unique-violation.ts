import { QueryFailedError } from 'typeorm';

/** Whether a query failed on the unique constraint (or index) named `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}
