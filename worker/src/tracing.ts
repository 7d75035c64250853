import { startTracing } from '@genalpha/shared/tracing';

// main.ts imports this first: the instrumentations must patch http, pg and ioredis before anything loads them.
startTracing('genalpha-worker');
