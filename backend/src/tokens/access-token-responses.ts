import { OpenAPIObject } from '@nestjs/swagger';
import { INVALID_TOKEN } from './bearer-auth.hook';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };

/** What any operation answers to an access token, before a controller sees it (an operation's own 401 or 403 stays as it documents it). */
const TOKEN_RESPONSES: Record<string, string> = {
  '401': INVALID_TOKEN,
  '403':
    'The access token lacks the scope this operation needs (read: GET and HEAD, write: other methods, upload: upload URL and new video), or no token is accepted here',
};

/** Adds those answers to every operation that does not document the status already. */
export function documentAccessTokenResponses(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      if (!operation?.responses) continue;
      for (const [status, description] of Object.entries(TOKEN_RESPONSES)) operation.responses[status] ??= { description, content: ERROR_BODY };
    }
  }
  return document;
}
