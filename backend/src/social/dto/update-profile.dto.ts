import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, TransformFnParams } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsNotIn, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  LOCATION_MAX,
  USERNAME_MAX,
  WEBSITE_MAX,
  objectKeyFromPublicPath,
  USERNAME_TOO_LONG,
  USERNAME_CHARACTERS,
  USERNAME_REQUIRED,
  DISPLAY_NAME_TOO_LONG,
  DISPLAY_NAME_REQUIRED,
  WEBSITE_TOO_LONG,
  WEBSITE_INVALID,
} from '@genalpha/shared';
import { isGiven, trimmed } from '../../common/text-transforms';
import { RESERVED_USERNAMES } from '../reserved-usernames';
import { MaxChars } from './max-chars.validator';

/** A path of an object in our own storage, as PUT /api/avatar returns it: /objects/<key>, no query string. */
function IsOwnObjectPath(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isOwnObjectPath',
      validator: { validate: (value) => typeof value === 'string' && !/[?#]/.test(value) && objectKeyFromPublicPath(value) !== null },
    },
    options,
  );
}

const trimmedLowercase = ({ value }: TransformFnParams) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trimmedOrNull = ({ value }: TransformFnParams) => (typeof value === 'string' ? value.trim() || null : value);
const trimmedOrEmpty = ({ value }: TransformFnParams) => (value === null ? '' : trimmed({ value } as TransformFnParams));

/** Every field optional; strings are trimmed before they are checked. Sending username and displayName completes a new account's profile. */
export class UpdateProfileDto {
  @ApiPropertyOptional({
    example: 'adalovelace',
    type: String,
    maxLength: USERNAME_MAX,
    pattern: '^[a-z0-9]+$',
    description: 'Lowercased before validation; reserved names are refused',
  })
  @Transform(trimmedLowercase)
  @ValidateIf(isGiven)
  @IsNotIn(RESERVED_USERNAMES, { message: 'This username is reserved' })
  @MaxLength(USERNAME_MAX, { message: USERNAME_TOO_LONG })
  @Matches(/^[a-z0-9]+$/, { message: USERNAME_CHARACTERS })
  @IsNotEmpty({ message: USERNAME_REQUIRED })
  @IsString({ message: USERNAME_REQUIRED })
  username?: string;

  @ApiPropertyOptional({ example: 'Ada Lovelace', type: String, maxLength: DISPLAY_NAME_MAX })
  @Transform(trimmed)
  @ValidateIf(isGiven)
  @MaxChars(DISPLAY_NAME_MAX, { message: DISPLAY_NAME_TOO_LONG })
  @IsNotEmpty({ message: DISPLAY_NAME_REQUIRED })
  @IsString({ message: DISPLAY_NAME_REQUIRED })
  displayName?: string;

  @ApiPropertyOptional({
    example: 'Short films made with Sora and Veo 3.',
    type: String,
    maxLength: BIO_MAX,
    nullable: true,
    description: 'null or blank clears it',
  })
  @Transform(trimmedOrEmpty)
  @IsOptional()
  @MaxChars(BIO_MAX, { message: `Bio must be ${BIO_MAX} characters or less` })
  @IsString({ message: 'Bio must be text' })
  bio?: string;

  @ApiPropertyOptional({ example: 'London', type: String, maxLength: LOCATION_MAX, nullable: true, description: 'null or blank clears it' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @MaxChars(LOCATION_MAX, { message: `Location must be ${LOCATION_MAX} characters or less` })
  @IsString({ message: 'Location must be text' })
  location?: string | null;

  @ApiPropertyOptional({
    example: 'https://ada.example.com',
    type: String,
    format: 'uri',
    maxLength: WEBSITE_MAX,
    nullable: true,
    description: 'An http(s) URL; null or blank clears it',
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @MaxLength(WEBSITE_MAX, { message: WEBSITE_TOO_LONG })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: WEBSITE_INVALID })
  @IsString({ message: WEBSITE_INVALID })
  website?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '/objects/avatars/0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c/5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d.jpg',
    description: 'An objectPath returned by PUT /api/avatar; null removes the avatar',
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsOwnObjectPath({ message: 'Avatar must be an image uploaded to GenAlpha' })
  @IsString({ message: 'Avatar must be an image uploaded to GenAlpha' })
  avatarUrl?: string | null;

  @ApiPropertyOptional({ example: false, type: Boolean, description: 'Whether anyone may see the videos this user liked' })
  @ValidateIf(isGiven)
  @IsBoolean({ message: 'likesPublic must be true or false' })
  likesPublic?: boolean;
}
