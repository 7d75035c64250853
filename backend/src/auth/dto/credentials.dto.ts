import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_INVALID, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_REQUIRED, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@genalpha/shared';

// class-validator checks a property's rules from the bottom up; with stopAtFirstError the
// rule nearest the property decides the message, so the most basic rule sits there (first in
// applyDecorators, which applies them in the order listed).

const trimmedLowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** An account's email address, compared trimmed and in lower case. */
export const AccountEmail = () =>
  applyDecorators(
    IsEmail({}, { message: EMAIL_INVALID }),
    MaxLength(EMAIL_MAX, { message: EMAIL_INVALID }),
    Transform(trimmedLowercase),
    ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX }),
  );

/** A password given to be checked (sign-in, the current one): any non-empty one up to the maximum. */
export const GivenPassword = () =>
  applyDecorators(
    IsString({ message: PASSWORD_REQUIRED }),
    IsNotEmpty({ message: PASSWORD_REQUIRED }),
    MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG }),
    ApiProperty({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX }),
  );

/** A password being chosen (sign-up, reset, change): the registration rules and messages. */
export const NewPassword = () =>
  applyDecorators(
    IsString({ message: PASSWORD_TOO_SHORT }),
    MinLength(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT }),
    MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG }),
    ApiProperty({ example: 'correct horse battery staple', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  );

export class LoginDto {
  @AccountEmail()
  email!: string;

  @GivenPassword()
  password!: string;
}

export class RegisterDto {
  @AccountEmail()
  email!: string;

  @NewPassword()
  password!: string;
}

export class ChangePasswordDto {
  @GivenPassword()
  currentPassword!: string;

  @NewPassword()
  newPassword!: string;
}
