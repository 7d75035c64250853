import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { AccountEmail, NewPassword } from '../../auth/dto/credentials.dto';

export const RESET_LINK_INVALID = 'This password reset link is invalid, already used or expired. Ask for a new one.';
export const VERIFY_LINK_INVALID = 'This verification link is invalid, already used or expired. Ask for a new one.';
export const RESET_REQUESTED = 'If an account uses this email address, a link to reset its password is on its way.';
export const VERIFICATION_RESENT = 'A new verification link is on its way to your inbox.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';

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
