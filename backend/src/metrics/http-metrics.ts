import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';

/** Requests answered, by route template (never the raw path: ids would make a series each), method and status. */
export const httpRequests = new Counter({
  name: 'genalpha_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status code',
  labelNames: ['route', 'method', 'status'] as const,
});

/** Time to the last byte of the answer, by route template and method (the status is in httpRequests). */
export const httpDuration = new Histogram({
  name: 'genalpha_http_request_duration_seconds',
  help: 'HTTP answer time (to the last byte) by route template and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const signIns = new Counter({
  name: 'genalpha_sign_ins_total',
  help: 'Sign-in attempts by way (password, passkey) and outcome (success, failure); refusals by rate limit are in genalpha_rate_limit_refusals_total',
  labelNames: ['way', 'outcome'] as const,
});

export const uploads = new Counter({
  name: 'genalpha_uploads_total',
  help: 'Uploads by stage: started (an upload URL issued), completed (a video created from the received file), refused (type, size, quota, validation)',
  labelNames: ['stage'] as const,
});

/** A route whose answers count as a step of sign-in or upload: what a 2xx means, and what a refusal (`refuses` says which 4xx are). */
interface Outcomes {
  success: () => void;
  refused: () => void;
  refuses: (status: number) => boolean;
}

/** A sign-in fails with 400 (malformed, a passkey that does not verify) or 401 (wrong password); 429 is the rate limit's. */
const signIn = (way: string): Outcomes => ({
  success: () => signIns.inc({ way, outcome: 'success' }),
  refused: () => signIns.inc({ way, outcome: 'failure' }),
  refuses: (status) => status === 400 || status === 401,
});
/** An upload is refused for what it is or the user's quota (4xx), not for want of a session (401, 403) or the request rate limit (429). */
const uploadRefusal = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;
const uploadStage = (stage: 'started' | 'completed'): Outcomes => ({
  success: () => uploads.inc({ stage }),
  refused: () => uploads.inc({ stage: 'refused' }),
  refuses: uploadRefusal,
});

/** `METHOD route-template` of the sign-in and upload steps (a new upload route, e.g. resumable uploads, is added here). */
export const OUTCOME_ROUTES: Record<string, Outcomes> = {
  'POST /api/login': signIn('password'),
  'POST /api/login/passkey': signIn('passkey'),
  'POST /api/objects/upload': uploadStage('started'),
  'PUT /objects/*': { success: () => undefined, refused: () => uploads.inc({ stage: 'refused' }), refuses: uploadRefusal },
  'POST /api/videos': uploadStage('completed'),
};

/** The label for a request's route: its template, or "unmatched" for a 404 no route took (bounded, whatever paths are tried). */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched';
}

function record(request: FastifyRequest, reply: FastifyReply): void {
  const route = routeLabel(request);
  const method = request.method;
  const status = reply.statusCode;
  httpRequests.inc({ route, method, status: String(status) });
  httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
  const outcomes = OUTCOME_ROUTES[`${method} ${route}`];
  if (!outcomes) return;
  if (status >= 200 && status < 300) outcomes.success();
  else if (outcomes.refuses(status)) outcomes.refused();
}

/** Counts every answer of the server (API, objects, web app) once it is sent. */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    record(request, reply);
    done();
  });
}
