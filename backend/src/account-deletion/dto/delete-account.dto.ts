import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../../auth/dto/credentials.dto';

/** What confirms a deletion: the account's password (a passkey assertion will be accepted beside it once passkeys land). */
export class DeleteAccountDto {
  @ApiProperty({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX, description: "The account's password." })
  @MaxLength(PASSWORD_MAX, { message: `Password must be ${PASSWORD_MAX} characters or less` })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

export class AccountDeletionDto {
  @ApiProperty({ format: 'date-time', description: 'When the account and everything it owned are purged; until then signing in offers to cancel.' })
  deletionDueAt!: string;
}
