import { TRACE_CONTEXT_FIELD, inJobSpan, inSpan, withTraceContext, withoutTraceContext } from './spans';
import { tracing, tracingEnabled } from './start-tracing';

describe('tracing while OTEL_EXPORTER_OTLP_ENDPOINT is unset', () => {
  it('is off: no SDK, payloads unchanged, spans are plain calls', async () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracing()).toBeUndefined();
    const payload = { videoId: 'v1' };
    expect(withTraceContext(payload)).toBe(payload);
    await expect(inSpan('ffmpeg', {}, async () => 42)).resolves.toBe(42);
    const job = { name: 'video.probe', id: '1', queueName: 'media', attemptsMade: 0, data: payload };
    await expect(
      inJobSpan(
        job,
        async () => 'done',
        () => true,
      ),
    ).resolves.toBe('done');
    await expect(
      inJobSpan(
        job,
        () => Promise.reject(new Error('no')),
        () => true,
      ),
    ).rejects.toThrow('no');
  });

  it('hands a job its data without the trace context it carried', () => {
    const carried = { videoId: 'v1', [TRACE_CONTEXT_FIELD]: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } };
    expect(withoutTraceContext(carried)).toEqual({ videoId: 'v1' });
    const plain = { videoId: 'v2' };
    expect(withoutTraceContext(plain)).toBe(plain);
    expect(withoutTraceContext(undefined)).toBeUndefined();
  });
});
