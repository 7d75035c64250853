import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator checks a property's rules from the bottom up; with stopAtFirstError the
// rule nearest the property decides the message, so the most basic rule sits there (first in
// applyDecorators, which applies them in the order listed).

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

const trimmedLowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** An account's email address, compared trimmed and in lower case. */
export const AccountEmail = () =>
  applyDecorators(
    IsEmail({}, { message: 'Please enter a valid email address' }),
    MaxLength(320, { message: 'Please enter a valid email address' }),
    Transform(trimmedLowercase),
    ApiProperty({ example: 'ada@example.com', maxLength: 320 }),
  );

/** A password given to be checked (sign-in, the current one): any non-empty one up to the maximum. */
export const GivenPassword = () =>
  applyDecorators(
    IsString({ message: 'Password is required' }),
    IsNotEmpty({ message: 'Password is required' }),
    MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` }),
    ApiProperty({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX }),
  );

/** A password being chosen (sign-up, reset, change): the registration rules and messages. */
export const NewPassword = () =>
  applyDecorators(
    IsString({ message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` }),
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
