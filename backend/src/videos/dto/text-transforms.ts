import { TransformFnParams } from 'class-transformer';
import { normaliseTags } from '../tags';

export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** Blank text counts as absent. */
export const trimmedOrAbsent = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

export const normalisedTags = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? normaliseTags(value) : value);
