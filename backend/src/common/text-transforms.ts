import { TransformFnParams } from 'class-transformer';

export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** Blank text counts as absent. */
export const trimmedOrAbsent = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

/** For ValidateIf: a field left out is not checked, while null is (and fails where a value is required). */
export const isGiven = (_: object, value: unknown) => value !== undefined;
