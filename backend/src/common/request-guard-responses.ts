import { OpenAPIObject } from '@nestjs/swagger';
import { documentErrorIfAbsent, operationsOf } from '../openapi/document-operations';
import { JSON_BODY_LIMIT } from './json-body.parser';

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** What the CSRF guard and the JSON parser answer to any write under /api, before a controller sees it. */
const GUARD_RESPONSES: Record<string, string> = {
  '400': 'Request body is not valid JSON',
  '403': 'Cross-origin request refused',
  '413': `Request body must be ${JSON_BODY_LIMIT} or less`,
  '415': 'Content-Type must be application/json',
};

/** What the router answers when a path parameter is not valid percent-encoding (e.g. a lone `%`). */
const UNDECODABLE_PATH = 'Failed to decode param';

/**
 * Adds those answers to every operation they apply to that does not document the status already,
 * so the document (and the client types generated from it) lists every status an operation can give.
 */
export function documentRequestGuardResponses(document: OpenAPIObject): OpenAPIObject {
  for (const [method, operation] of operationsOf(document)) {
    const answers: Record<string, string> = WRITES.includes(method as (typeof WRITES)[number]) ? { ...GUARD_RESPONSES } : {};
    if (operation.parameters?.some((parameter) => 'in' in parameter && parameter.in === 'path')) answers['400'] ??= UNDECODABLE_PATH;
    for (const [status, description] of Object.entries(answers)) documentErrorIfAbsent(operation, status, description);
  }
  return document;
}
