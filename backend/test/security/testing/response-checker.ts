import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { OpenApiDocument, OpenApiOperation, SchemaObject } from './openapi-document';

const DOCUMENT_ID = 'openapi';

/**
 * A copy of a schema where objects accept only their documented properties (so an extra field,
 * say a password hash, fails) and local references point into the registered document.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : closed(value);
  }
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  // OpenAPI 3.0 writes a nullable enum or object reference as {allOf: [$ref], nullable: true}; Ajv would check null against the reference.
  if (copy.nullable === true && ('allOf' in copy || 'enum' in copy)) {
    delete copy.nullable;
    return { anyOf: [{ type: 'null' }, copy] };
  }
  return copy;
}

export interface ApiResponse {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
}

/** Checks a response against what openapi.yaml documents for the operation: its status, media type and JSON schema. */
export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ components: closed(document.components) }, DOCUMENT_ID);
  }

  /** A description of what is wrong, or null when the response is as documented. */
  problem(operation: OpenApiOperation, res: ApiResponse): string | null {
    const documented = operation.responses[String(res.status)];
    if (!documented) return `undocumented status ${res.status} (documented: ${Object.keys(operation.responses).join(', ')}): ${res.text.slice(0, 300)}`;
    const media = Object.keys(documented.content ?? {});
    if (media.length === 0) return res.text === '' ? null : `status ${res.status} is documented without a body, got ${res.text.slice(0, 200)}`;
    const mediaType = res.contentType.split(';')[0].trim();
    // A HEAD answer has the headers of the documented body, never the body.
    if (operation.method === 'head')
      return media.includes(mediaType) && res.text === '' ? null : `HEAD answered ${mediaType || '(none)'} with ${res.text.length} characters`;
    if (!media.includes(mediaType)) return `content type ${mediaType || '(none)'}, documented: ${media.join(', ')}`;
    if (mediaType !== 'application/json') return null;
    const validate = this.validator(operation, res.status, documented.content!['application/json'].schema);
    if (validate(res.body)) return null;
    return `body does not match the schema: ${this.ajv.errorsText(validate.errors)}; body: ${res.text.slice(0, 300)}`;
  }

  private validator(operation: OpenApiOperation, status: number, schema: SchemaObject): ValidateFunction {
    const key = `${operation.operationId} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(closed(schema) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
