import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator checks a property's rules from the bottom up; with stopAtFirstError the
// rule nearest the property decides the message, so the most basic rule sits there.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

const trimmedLowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 320 })
  @Transform(trimmedLowercase)
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 320 })
  @Transform(trimmedLowercase)
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` })
  @MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  @IsString({ message: `Password must be at least ${PASSWORD_MIN} characters` })
  password!: string;
}
