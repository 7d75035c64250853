import { OpenAPIObject } from '@nestjs/swagger';
import { documentErrorIfAbsent, operationsOf } from '../openapi/document-operations';
import { INVALID_TOKEN } from './access-token.guard';

/** What any operation answers to an access token, before a controller sees it (an operation's own 401 or 403 stays as it documents it). */
const TOKEN_RESPONSES: Record<string, string> = {
  '401': INVALID_TOKEN,
  '403':
    'The access token lacks the scope this operation needs (read: GET and HEAD, write: other methods, upload: upload URL and new video), or no token is accepted here',
};

/** Adds those answers to every operation that does not document the status already. */
export function documentAccessTokenResponses(document: OpenAPIObject): OpenAPIObject {
  for (const [, operation] of operationsOf(document)) {
    for (const [status, description] of Object.entries(TOKEN_RESPONSES)) documentErrorIfAbsent(operation, status, description);
  }
  return document;
}
