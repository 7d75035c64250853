import cluster from 'node:cluster';
import { AggregatorRegistry, register } from 'prom-client';
import { AppConfig, collectProcessMetrics, startMetricsServer } from '@genalpha/shared';

const ASK = 'genalpha:metrics-ask';
const ANSWER = 'genalpha:metrics-answer';
const ASK_TIMEOUT_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let setUp = false;

/**
 * Once per process: Node's own figures (heap, event loop lag, CPU) beside the app's, and, in a
 * cluster process, prom-client's answer to the primary's requests for this process's metrics.
 */
export function setUpProcessMetrics(): void {
  if (setUp) return;
  setUp = true;
  collectProcessMetrics();
  if (cluster.isWorker) new AggregatorRegistry();
}

/**
 * The cluster primary (API_PROCESSES > 1): sums every process's metrics (AggregatorRegistry: counters
 * and histograms summed, dependency_up the lowest) and serves them on METRICS_PORT when set; each
 * process's health view asks it for the same sum.
 */
export async function startPrimaryMetrics(config: AppConfig): Promise<void> {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const answer = (fields: Partial<Answer>) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...fields });
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: Error) => answer({ error: error.message }),
    );
  });
  if (config.metrics.port !== undefined) {
    await startMetricsServer({
      port: config.metrics.port,
      host: config.metrics.host,
      render: () => aggregator.clusterMetrics(),
      contentType: aggregator.contentType,
    });
  }
}

/** A single API process serves its own metrics on METRICS_PORT when set. */
export async function startSingleProcessMetrics(config: AppConfig): Promise<void> {
  if (config.metrics.port !== undefined) await startMetricsServer({ port: config.metrics.port, host: config.metrics.host });
}

let asked = 0;

/** The exposition the health view reads: every API process's sum in a cluster (from the primary), else this process's. */
export function apiMetricsText(): Promise<string> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return register.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics from the primary'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer for the metrics'));
    }, ASK_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    send({ type: ASK, id });
  });
}
