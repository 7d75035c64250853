import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { WEBAUTHN_JSON } from '../../passkeys/dto/webauthn-json.dto';
import { PASSWORD_MAX, PASSWORD_REQUIRED, PASSWORD_TOO_LONG } from '@genalpha/shared';

/** What confirms a deletion: the account's password, or an assertion by one of its passkeys. */
export class DeleteAccountDto {
  @ApiPropertyOptional({ example: 'correct horse battery staple', maxLength: PASSWORD_MAX, description: "The account's password (or send passkey instead)." })
  @ValidateIf((body: DeleteAccountDto) => body.passkey === undefined)
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @IsString({ message: PASSWORD_REQUIRED })
  password?: string;

  @ApiPropertyOptional({
    ...WEBAUTHN_JSON,
    description:
      "Instead of the password: the AuthenticationResponseJSON of one of your passkeys answering the options of POST /api/passkeys/confirmation/options (this session's challenge).",
  })
  @IsOptional()
  @IsObject({ message: 'The passkey response is required' })
  passkey?: Record<string, unknown>;
}

export class AccountDeletionDto {
  @ApiProperty({ format: 'date-time', description: 'When the account and everything it owned are purged; until then signing in offers to cancel.' })
  deletionDueAt!: string;
}
