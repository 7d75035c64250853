import { BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError } from './http-errors';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

export function validationException(errors: ValidationError[]): BadRequestException {
  const list = flatten(errors);
  return new BadRequestException({ message: list[0]?.message ?? 'Invalid request', errors: list });
}

/** Strict by default: unknown fields are refused, each field reports its first failing rule. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: validationException,
  });
}

const bodyPipe = createValidationPipe();

/** Checks a body exactly as the global pipe will (same cleaning, rules and 400), for a guard that reads it before the pipes run (a sign-in). */
export async function assertValidBody(dto: Type<object>, body: unknown): Promise<void> {
  await bodyPipe.transform(body, { type: 'body', metatype: dto });
}
