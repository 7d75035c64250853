import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The hot reads whose 200 answers Fastify writes with fast-json-stringify from the schema
 * openapi.yaml documents for them: faster than JSON.stringify, and a field the document does
 * not name is never written.
 */
export const SERIALIZED_ROUTES = [
  'GET /api/videos',
  'GET /api/feed/for-you',
  'GET /api/feed/following',
  'GET /api/videos/{id}',
  'GET /api/videos/{id}/comments',
  'GET /api/creators',
  'GET /api/notifications/unread-count',
];

type Schema = Record<string, unknown>;

/** The schema with every `#/components/schemas/...` reference replaced by what it names. */
function inlined(schema: unknown, components: Record<string, unknown>, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, components, seen));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as Schema).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) throw new Error(`recursive schema ${name} cannot be inlined`);
    return inlined(components[name], components, [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, components, seen)]));
}

/** Gives the routes above their documented 200 schema as Fastify registers them (before the app is initialised). */
export function serializeFromDocumentedSchemas(fastify: FastifyInstance, document: OpenAPIObject): void {
  const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
  fastify.addHook('onRoute', (route) => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    if (route.method !== 'GET' || !SERIALIZED_ROUTES.includes(`GET ${path}`)) return;
    const ok = document.paths[path]?.get?.responses?.['200'] as { content?: Record<string, { schema?: unknown }> } | undefined;
    const schema = ok?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`GET ${path} documents no JSON 200 answer`);
    route.schema = { ...route.schema, response: { 200: inlined(schema, components) } };
  });
}
