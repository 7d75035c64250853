import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSKEY_NAME_MAX } from '@genalpha/shared';
import { trimmed } from '../../common/text-transforms';

export class PasskeyNameDto {
  @ApiProperty({ minLength: 1, maxLength: PASSKEY_NAME_MAX, example: 'MacBook Touch ID', description: 'Trimmed; only for you to tell your passkeys apart' })
  @Transform(trimmed)
  @MaxLength(PASSKEY_NAME_MAX, { message: `Passkey name must be ${PASSKEY_NAME_MAX} characters or less` })
  @IsNotEmpty({ message: 'Passkey name is required' })
  @IsString({ message: 'Passkey name is required' })
  name!: string;
}
