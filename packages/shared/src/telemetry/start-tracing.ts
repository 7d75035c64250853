/**
 * Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then, and only then, the OpenTelemetry
 * SDK and its instrumentations are loaded (tracing-sdk.ts). Import this module first in a process's
 * entry (before pg, ioredis or http are loaded), so their instrumentations can patch them; it loads
 * nothing else. `TRACING` says whether it is on, for code that does something extra when it is.
 */
export interface TracingHandle {
  /** The active span's ids for a log line, or nothing outside a span. */
  logFields(): { traceId?: string; spanId?: string };
  /** Sends the spans still buffered (on shutdown). */
  flush(): Promise<void>;
}

let handle: TracingHandle | undefined;

export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Starts tracing for `serviceName` when an OTLP endpoint is configured; idempotent. */
export function startTracing(serviceName: string): TracingHandle | undefined {
  if (handle || !tracingEnabled()) return handle;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  const sdk = require('./tracing-sdk') as typeof import('./tracing-sdk');
  handle = sdk.startTracingSdk(serviceName);
  return handle;
}

/** The running tracing, if any. */
export function tracing(): TracingHandle | undefined {
  return handle;
}
