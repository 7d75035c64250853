import type { OpenAPIObject } from '@nestjs/swagger';
import Fastify, { RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SERIALIZED_ROUTES, serializeFromDocumentedSchemas } from './response-serializers';

const document = (paths: OpenAPIObject['paths'], schemas: Record<string, unknown>) =>
  ({ openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: { schemas } }) as OpenAPIObject;

describe('hot answers serialized from their documented schema', () => {
  it('writes only the documented fields, references resolved', async () => {
    const fastify = Fastify();
    const ok = { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/UnreadCountDto' } } } };
    serializeFromDocumentedSchemas(
      fastify,
      document(
        { '/api/notifications/unread-count': { get: { responses: { '200': ok } } } },
        { UnreadCountDto: { type: 'object', properties: { count: { type: 'number' } }, required: ['count'] } },
      ),
    );
    fastify.get('/api/notifications/unread-count', () => ({ count: 3, passwordHash: 'never this' }));
    const res = await fastify.inject('/api/notifications/unread-count');
    expect(res.body).toBe('{"count":3}');
  });

  it('finds a documented JSON 200 answer in openapi.yaml for every route it names, and compiles it', async () => {
    const real = parse(readFileSync(join(__dirname, '../../../openapi.yaml'), 'utf8')) as OpenAPIObject;
    const fastify = Fastify();
    const given: string[] = [];
    serializeFromDocumentedSchemas(fastify, real);
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (route.schema?.response) given.push(`${String(route.method)} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    });
    for (const route of SERIALIZED_ROUTES) fastify.get(route.slice('GET '.length).replace(/\{(\w+)\}/g, ':$1'), () => ({}));
    expect(given).toEqual(SERIALIZED_ROUTES);
    await fastify.ready();
  });
});
