import { applyDecorators } from '@nestjs/common';
import { Transform, TransformFnParams } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  CAPTION_MAX,
  CAPTION_REQUIRED,
  CAPTION_TOO_LONG,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  PROMPT_INVALID,
  PROMPT_MAX,
  PROMPT_TOO_LONG,
  TITLE_MAX,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  normaliseTags,
} from '@genalpha/shared';
import { COMMENTS_ALLOWED } from '@genalpha/db';
import { trimmed } from '../../common/text-transforms';
import { IsTagList } from './video-validators';

/**
 * How each field a creator writes is read and checked, shared by CreateVideoDto and UpdateVideoDto
 * (each adds its own documentation and whether the field may be left out).
 */

/**
 * Applies decorators as if written above the property in this order: TypeScript applies the last
 * one first, and class-validator reports the first failed check of a field.
 */
const asWritten = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** Trimmed, then required and at most `max` characters. */
const requiredText = (max: number, tooLong: string, required: string) =>
  asWritten(Transform(trimmed), MaxLength(max, { message: tooLong }), IsNotEmpty({ message: required }), IsString({ message: required }));

export const TitleRules = () => requiredText(TITLE_MAX, TITLE_TOO_LONG, TITLE_REQUIRED);

export const CaptionRules = () => requiredText(CAPTION_MAX, CAPTION_TOO_LONG, CAPTION_REQUIRED);

/** Optional; blank means none. */
export const PromptRules = () =>
  asWritten(IsOptional(), Transform(trimmed), MaxLength(PROMPT_MAX, { message: PROMPT_TOO_LONG }), IsString({ message: PROMPT_INVALID }));

const normalisedTags = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? normaliseTags(value) : value);

/** Optional; a comma-separated list, normalised. */
export const TagsRules = () => asWritten(IsOptional(), Transform(normalisedTags), IsTagList(), IsString({ message: 'Tags must be text' }));

export const TAGS_DESCRIPTION = `Comma-separated; stored trimmed, deduplicated, empties dropped, joined with ', ' (at most ${MAX_TAGS} tags of ${MAX_TAG_LENGTH} characters)`;

export const TITLE_API = { maxLength: TITLE_MAX, description: 'Trimmed; must not be blank' };
export const CAPTION_API = { maxLength: CAPTION_MAX, description: 'Trimmed; must not be blank' };
export const PROMPT_API = { type: String, nullable: true, maxLength: PROMPT_MAX };

/** Who may comment: the OpenAPI description and the validation of commentsAllowed on upload and edit. */
export const COMMENTS_ALLOWED_API = {
  enum: COMMENTS_ALLOWED,
  enumName: 'CommentsAllowed',
  example: 'everyone',
  description: "Who may comment: everyone, only the people you follow ('following'), or nobody ('off': existing comments are hidden until turned back on)",
} as const;

/** Absent keeps it as it is; null or anything else than the three settings is refused. */
export const CommentsAllowedRules = () =>
  applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsIn(COMMENTS_ALLOWED, { message: 'Comments setting must be everyone, following or off' }),
  );
