/** Network failures reaching PostgreSQL, Redis or the object store. */
const NETWORK_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'];
/** PostgreSQL: shutting down, starting up, too many connections, connection exceptions (class 08). */
const POSTGRES_CODES = ['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006'];
const DOWN_CODES = new Set([...NETWORK_CODES, ...POSTGRES_CODES]);

/** …and Redis full: capped with `noeviction` (BullMQ's requirement), it refuses writes until memory is freed. */
const DOWN_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable|max retries per request|the database system is (starting up|shutting down)|^OOM command not allowed/i;

/**
 * Whether an error means a dependency (PostgreSQL, Redis, the object store) is unreachable
 * rather than that the request or the job is wrong. Duck-typed: errors raised by Node's own
 * sockets may come from another realm (a test VM), where instanceof Error is false.
 */
export function isDependencyDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError, message } = error as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  if (typeof code === 'string' && DOWN_CODES.has(code)) return true;
  if (typeof driverError?.code === 'string' && DOWN_CODES.has(driverError.code)) return true;
  return typeof message === 'string' && DOWN_MESSAGES.test(message);
}
