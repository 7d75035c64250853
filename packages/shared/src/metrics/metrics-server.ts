import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, register } from 'prom-client';

/** prom-client's gauges named like counters (promtool refuses them); each is the sum of its labelled sibling. */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Node's own figures (CPU, memory, heap, event loop lag, GC) in the default registry, once per process. */
export function collectProcessMetrics(): void {
  if (register.getSingleMetric('process_cpu_seconds_total')) return;
  collectDefaultMetrics();
  for (const name of MISNAMED_DEFAULTS) register.removeSingleMetric(name);
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** The exposition text (default: the process's default registry). */
  render?: () => Promise<string>;
  contentType?: string;
}

/**
 * Serves GET /metrics (Prometheus text exposition) on its own port, apart from the public one;
 * anything else is 404. Resolves once listening.
 */
export function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const render = options.render ?? (() => register.metrics());
  const contentType = options.contentType ?? register.contentType;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    render().then(
      (text) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${error.message}\n`),
    );
  });
  // A slow scraper must not hold sockets forever.
  server.requestTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      // The app keeps the process alive, not its metrics: a stopping process is not held open by a scraper.
      server.unref();
      resolve(server);
    });
  });
}
