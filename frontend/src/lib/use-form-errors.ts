import { useState } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import type { FieldErrors } from './validation';

/**
 * A form's messages: one per field, and a problem that belongs to none (said above the button).
 * `showServerErrors` puts a refused request's field messages where they belong, anything else as the problem.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[], fallback: string) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<string>();

  const showServerErrors = (error: unknown) => {
    const found: FieldErrors<Field> = {};
    if (error instanceof ApiError) for (const { field, message } of error.fieldErrors) if (isOneOf(fields, field)) found[field] ??= message;
    const hasFields = Object.keys(found).length > 0;
    setErrors(found);
    setProblem(hasFields ? undefined : errorMessage(error, fallback));
  };

  return { errors, setErrors, problem, setProblem, showServerErrors };
}

const isOneOf = <Field extends string>(fields: readonly Field[], field: string): field is Field => (fields as readonly string[]).includes(field);
