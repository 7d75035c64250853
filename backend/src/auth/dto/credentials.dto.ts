import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator checks a property's rules from the bottom up; with stopAtFirstError the
// rule nearest the property decides the message, so the most basic rule sits there (and comes
// first in applyDecorators, which applies its list in order).

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

const trimmedLowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A password given to be checked: any non-empty one up to the maximum. */
const GivenPassword = () =>
  applyDecorators(
    IsString({ message: 'Password is required' }),
    IsNotEmpty({ message: 'Password is required' }),
    MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` }),
  );

/** A password being set: the registration rules. */
const NewPassword = () =>
  applyDecorators(
    IsString({ message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` }),
  );

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 320 })
  @Transform(trimmedLowercase)
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX })
  @GivenPassword()
  password!: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 320 })
  @Transform(trimmedLowercase)
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @NewPassword()
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX })
  @GivenPassword()
  currentPassword!: string;

  @ApiProperty({ example: 'a longer passphrase of mine', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @NewPassword()
  newPassword!: string;
}
