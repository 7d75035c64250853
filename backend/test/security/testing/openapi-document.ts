import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export const OPENAPI_FILE = resolve(__dirname, '../../../../openapi.yaml');

export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: HttpMethod[] = ['get', 'head', 'post', 'put', 'patch', 'delete'];

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  maxItems?: number;
  allOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaObject;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, { schema: SchemaObject }>;
}

export interface OpenApiOperation {
  operationId: string;
  method: HttpMethod;
  /** As in the document, e.g. /api/videos/{id}. */
  path: string;
  parameters: ParameterObject[];
  requestBody?: SchemaObject;
  responses: Record<string, ResponseObject>;
  /** Whether the document says it needs the session cookie. */
  signedIn: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, RawOperation>>>;
  components: { schemas: Record<string, SchemaObject> };
}

interface RawOperation {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { content: { 'application/json': { schema: SchemaObject } } };
  responses: Record<string, ResponseObject>;
  security?: unknown[];
}

export function loadOpenApi(file = OPENAPI_FILE): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Every operation of the document, in path order. */
export function operationsOf(document: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const raw = item[method]!;
      return {
        operationId: raw.operationId,
        method,
        path,
        parameters: raw.parameters ?? [],
        requestBody: raw.requestBody?.content['application/json']?.schema,
        responses: raw.responses,
        signedIn: (raw.security ?? []).length > 0,
      };
    }),
  );
}

/** Follows a `#/components/schemas/X` reference (and a lone allOf wrapper). */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (schema.$ref) return resolveSchema(document, document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf?.length === 1) return { ...resolveSchema(document, schema.allOf[0]), ...withoutKey(schema, 'allOf') };
  return schema;
}

function withoutKey<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** The operation's path with its parameters filled in (each URL-encoded). */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for path parameter ${name} of ${template}`);
    return encodeURIComponent(params[name]);
  });
}
