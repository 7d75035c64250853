import { Counter, Histogram } from 'prom-client';

/** Job run time by job name and outcome (completed, failed; a job put back while a dependency is down is "waited"). */
export const jobDuration = new Histogram({
  name: 'genalpha_job_duration_seconds',
  help: 'Job run time by job name and outcome (completed, failed, waited)',
  labelNames: ['name', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 900, 3600],
});

export const credentialsRead = new Counter({
  name: 'genalpha_content_credentials_reads_total',
  help: "Uploads' Content Credentials read, by the state found (valid, untrusted, unconfirmed, invalid, none)",
  labelNames: ['state'] as const,
});

/** Videos the probe turned ready or failed: the "no video ready while uploads arrive" alert reads it. */
export const videosProcessed = new Counter({
  name: 'genalpha_videos_processed_total',
  help: 'Uploads the worker finished processing, by outcome (ready, failed)',
  labelNames: ['outcome'] as const,
});
