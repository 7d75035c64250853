import { ValidateBy, ValidationOptions } from 'class-validator';
import { ASPECT_RATIOS, MAX_TAG_LENGTH, MAX_TAGS, tagList } from '@genalpha/shared';
import { isAspectRatio } from '../video-options';

export const ASPECT_RATIO_INVALID = `Aspect ratio must be one of ${ASPECT_RATIOS.join(', ')} or width:height`;

export function IsAspectRatio(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isAspectRatio', validator: { validate: isAspectRatio, defaultMessage: () => ASPECT_RATIO_INVALID } }, options);
}

function tagProblem(tags: unknown): string | null {
  if (typeof tags !== 'string') return 'Tags must be text';
  const list = tagList(tags);
  if (list.length > MAX_TAGS) return `Use ${MAX_TAGS} tags or fewer`;
  if (list.some((tag) => tag.length > MAX_TAG_LENGTH)) return `Each tag must be ${MAX_TAG_LENGTH} characters or less`;
  return null;
}

/** A normalised tag string (see normaliseTags) within the count and length limits. */
export function IsTagList(): PropertyDecorator {
  return ValidateBy({
    name: 'isTagList',
    validator: {
      validate: (value: unknown) => tagProblem(value) === null,
      defaultMessage: (args) => tagProblem(args?.value) ?? 'Tags must be text',
    },
  });
}
