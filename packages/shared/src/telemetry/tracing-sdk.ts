import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TracingHandle } from './start-tracing';

/**
 * The share of traces kept unless OTEL_TRACES_SAMPLER says otherwise: a tenth of the spans to send and
 * store (a job's trace follows the request that enqueued it). It did not change the measured cost of
 * tracing, which sits in the instrumentation itself (decision 0034).
 */
const DEFAULT_SAMPLE_RATIO = 0.1;

/**
 * The OpenTelemetry SDK: spans of outgoing HTTP, PostgreSQL and Redis, batched and sent
 * over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads the OTEL_EXPORTER_OTLP_* variables:
 * headers, timeout). Sampling follows OTEL_TRACES_SAMPLER, else keeps DEFAULT_SAMPLE_RATIO of traces.
 */
export function startTracingSdk(serviceName: string): TracingHandle {
  registerInstrumentations({
    instrumentations: [
      // Outgoing calls only (S3, webhooks): the API's server spans come from its Fastify hook (startServerSpan).
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        // A call made outside any request or job (a start-up check, a timer) would be a trace of its own.
        ignoreOutgoingRequestHook: () => trace.getActiveSpan() === undefined,
      }),
      // Each query is a span; taking a pooled connection is not worth one each time.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    ...(process.env.OTEL_TRACES_SAMPLER ? {} : { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(DEFAULT_SAMPLE_RATIO) }) }),
  });
  provider.register();
  // A process that stops gracefully (SIGTERM: Nest closes, the event loop empties) sends what is still buffered.
  process.once('beforeExit', () => void provider.shutdown().catch(() => undefined));
  return {
    logFields() {
      const span = trace.getActiveSpan()?.spanContext();
      return span ? { traceId: span.traceId, spanId: span.spanId } : {};
    },
    flush: () => provider.forceFlush(),
  };
}
