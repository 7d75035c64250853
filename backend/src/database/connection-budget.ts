/**
 * The API's PostgreSQL connections in all, however many processes it runs (API_PROCESSES): each
 * process opens its share. A pool per process of this size made 2 processes on 2 cores hold 40
 * connections, and one process per core on 6 or more cores would pass PostgreSQL's default
 * max_connections (100) with the worker's; decision 0043 has the figures.
 */
export const API_DATABASE_CONNECTIONS = 20;

/** A process still runs a read beside a transaction. */
const MIN_PER_PROCESS = 2;

export function connectionsPerProcess(processes: number): number {
  return Math.max(MIN_PER_PROCESS, Math.ceil(API_DATABASE_CONNECTIONS / processes));
}
