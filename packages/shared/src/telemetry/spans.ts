import { Attributes, ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { tracing } from './start-tracing';

const tracer = () => trace.getTracer('genalpha');

/** Where a job's data carries the trace of the request (or job) that enqueued it. */
export const TRACE_CONTEXT_FIELD = 'traceContext';
type Carrier = Record<string, string>;

/** Runs `fn` in a span of its own (a child of the active one), ending it with fn's outcome. Just `fn()` while tracing is off. */
export function inSpan<R>(name: string, attributes: Attributes, fn: () => Promise<R>, kind = SpanKind.INTERNAL): Promise<R> {
  if (!tracing()) return fn();
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The payload with the active trace's context (W3C traceparent) added, so the job that runs it joins the trace; as it was while tracing is off. */
export function withTraceContext<T extends object>(payload: T): T {
  if (!tracing()) return payload;
  const carrier: Carrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? { ...payload, [TRACE_CONTEXT_FIELD]: carrier } : payload;
}

/** The job's data without the trace context (what its handler gets). */
export function withoutTraceContext<T>(data: T): T {
  if (!data || typeof data !== 'object' || !(TRACE_CONTEXT_FIELD in data)) return data;
  const { [TRACE_CONTEXT_FIELD]: _carrier, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

export interface TracedJob {
  name: string;
  id?: string;
  queueName: string;
  attemptsMade: number;
  data: unknown;
}

/**
 * Runs a job in a consumer span whose parent is the span that enqueued it (from the job's data), so
 * a request and the job it caused are one trace. `isFailure` tells a real failure from a job that
 * was only put back for later.
 */
export function inJobSpan<R>(job: TracedJob, run: () => Promise<R>, isFailure: (error: unknown) => boolean): Promise<R> {
  if (!tracing()) return run();
  const carrier = (job.data as Record<string, unknown> | undefined)?.[TRACE_CONTEXT_FIELD];
  const parent = carrier && typeof carrier === 'object' ? propagation.extract(context.active(), carrier as Carrier) : context.active();
  const attributes = {
    'messaging.system': 'bullmq',
    'messaging.operation.type': 'process',
    'messaging.destination.name': job.queueName,
    'messaging.message.id': job.id ?? '',
    'job.attempt': job.attemptsMade + 1,
  };
  return context.with(parent, () =>
    tracer().startActiveSpan(`job ${job.name}`, { kind: SpanKind.CONSUMER, attributes }, async (span) => {
      try {
        return await run();
      } catch (error) {
        if (isFailure(error)) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        }
        throw error;
      } finally {
        span.end();
      }
    }),
  );
}

/** A request's server span: `run` enters its context (for the hooks and the handler), `end` closes it with the answer's status. */
export interface ServerSpan {
  run<R>(fn: () => R): R;
  end(statusCode: number): void;
}

export interface ServerRequestFacts {
  method: string;
  /** The route template (`/api/videos/:id`); none for a request no route matched. */
  route?: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Starts the server span of an HTTP request, a child of the caller's trace when its headers carry one
 * (W3C traceparent); none when the trace is not sampled. Made by the API's own Fastify hook rather
 * than the `http` instrumentation, which cost 15% of a cheap request's throughput (decision 0034).
 */
export function startServerSpan(request: ServerRequestFacts): ServerSpan | undefined {
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const attributes: Attributes = { 'http.request.method': request.method, 'url.path': request.path };
  if (request.route) attributes['http.route'] = request.route;
  const span = tracer().startSpan(request.route ? `${request.method} ${request.route}` : request.method, { kind: SpanKind.SERVER, attributes }, parent);
  // A trace not sampled runs in no span at all: its SQL and Redis calls then skip their instrumentation's work.
  if (!span.isRecording()) return undefined;
  const active = trace.setSpan(parent, span);
  return {
    run: (fn) => context.with(active, fn),
    end(statusCode) {
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
