import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { AccountEmail, GivenPassword, NewPassword } from '../../auth/dto/credentials.dto';

export const RESET_LINK_INVALID = 'This password reset link is invalid, already used or expired. Ask for a new one.';
export const VERIFY_LINK_INVALID = 'This verification link is invalid, already used or expired. Ask for a new one.';
export const RESET_REQUESTED = 'If an account uses this email address, a link to reset its password is on its way.';
export const VERIFICATION_RESENT = 'A new verification link is on its way to your inbox.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const CHANGE_LINK_INVALID = 'This email change link is invalid, already used or expired. Ask for a new one.';
export const EMAIL_IN_USE = 'That email address is already in use';
export const SAME_EMAIL = 'That is already your email address';
export const EMAIL_CHANGE_REQUESTED = 'Check your inbox at the new address for a link to confirm it.';

const TOKEN_EXAMPLE = 'q3Zr8Yc1v0mJx2Wc9Hn4Tg7Ls5Kp6Ae3Bd8Fh1Gj2Qw';

export class PasswordResetRequestDto {
  @AccountEmail()
  email!: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'The token from the link in the mail (its ?token=)', example: TOKEN_EXAMPLE, maxLength: 100 })
  @MaxLength(100, { message: RESET_LINK_INVALID })
  @IsString({ message: RESET_LINK_INVALID })
  token!: string;

  @NewPassword()
  password!: string;
}

export class EmailVerifyDto {
  @ApiProperty({ description: 'The token from the link in the mail (its ?token=)', example: TOKEN_EXAMPLE, maxLength: 100 })
  @MaxLength(100, { message: VERIFY_LINK_INVALID })
  @IsString({ message: VERIFY_LINK_INVALID })
  token!: string;
}

export class AcceptedDto {
  @ApiProperty({ example: RESET_REQUESTED })
  message!: string;
}

export class EmailChangeRequestDto {
  @AccountEmail()
  email!: string;

  @GivenPassword()
  password!: string;
}

export class EmailChangeConfirmDto {
  @ApiProperty({ description: 'The token from the link in the mail (its ?token=)', example: TOKEN_EXAMPLE, maxLength: 100 })
  @MaxLength(100, { message: CHANGE_LINK_INVALID })
  @IsString({ message: CHANGE_LINK_INVALID })
  token!: string;
}
