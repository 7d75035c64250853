import { OpenAPIObject } from '@nestjs/swagger';

export type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };

/** Every operation of the document with its method (lowercase), for the passes that complete what the decorators document. */
export function operationsOf(document: OpenAPIObject): Array<[method: string, operation: OperationObject]> {
  return Object.values(document.paths).flatMap((item) =>
    (Object.entries(item) as Array<[string, OperationObject | undefined]>).filter((entry): entry is [string, OperationObject] => Boolean(entry[1]?.responses)),
  );
}

/** Documents an error answer (an ErrorResponseDto body) unless the operation documents that status already. */
export function documentErrorIfAbsent(operation: OperationObject, status: string, description: string): void {
  operation.responses[status] ??= { description, content: ERROR_BODY };
}
