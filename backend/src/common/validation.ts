import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
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
