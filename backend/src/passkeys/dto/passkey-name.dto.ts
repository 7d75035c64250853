import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSKEY_NAME_MAX, PASSKEY_NAME_TOO_LONG, PASSKEY_NAME_REQUIRED } from '@genalpha/shared';
import { trimmed } from '../../common/text-transforms';

export class PasskeyNameDto {
  @ApiProperty({ minLength: 1, maxLength: PASSKEY_NAME_MAX, example: 'MacBook Touch ID', description: 'Trimmed; only for you to tell your passkeys apart' })
  @Transform(trimmed)
  @MaxLength(PASSKEY_NAME_MAX, { message: PASSKEY_NAME_TOO_LONG })
  @IsNotEmpty({ message: PASSKEY_NAME_REQUIRED })
  @IsString({ message: PASSKEY_NAME_REQUIRED })
  name!: string;
}
