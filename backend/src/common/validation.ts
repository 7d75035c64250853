import { BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
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

/** Checks a body as the global pipe would, for a guard that reads it before the pipes run (a sign-in). */
export async function assertValidBody(dto: Type<object>, body: unknown): Promise<void> {
  const errors = await validate(plainToInstance(dto, body ?? {}), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length > 0) throw validationException(errors);
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
