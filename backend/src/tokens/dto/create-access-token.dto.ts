import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../common/text-transforms';
import { TOKEN_LIFETIMES_DAYS, TOKEN_NAME_MAX, TOKEN_SCOPES, TokenScope } from '../token-scopes';
import { TOKEN_NAME_REQUIRED, TOKEN_NAME_TOO_LONG, TOKEN_SCOPES_REQUIRED } from '@genalpha/shared';

export class CreateAccessTokenDto {
  @ApiProperty({ minLength: 1, maxLength: TOKEN_NAME_MAX, example: 'render pipeline', description: 'Trimmed; only for you to tell your tokens apart' })
  @Transform(trimmed)
  @MaxLength(TOKEN_NAME_MAX, { message: TOKEN_NAME_TOO_LONG })
  @IsNotEmpty({ message: TOKEN_NAME_REQUIRED })
  @IsString({ message: TOKEN_NAME_REQUIRED })
  name!: string;

  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true, minItems: 1, maxItems: TOKEN_SCOPES.length, uniqueItems: true, example: ['read', 'upload'] })
  @IsIn(TOKEN_SCOPES, { each: true, message: `Scopes must be among ${TOKEN_SCOPES.join(', ')}` })
  @ArrayUnique({ message: 'Each scope may be listed once' })
  @ArrayMaxSize(TOKEN_SCOPES.length, { message: 'Each scope may be listed once' })
  @ArrayMinSize(1, { message: TOKEN_SCOPES_REQUIRED })
  @IsArray({ message: TOKEN_SCOPES_REQUIRED })
  scopes!: TokenScope[];

  @ApiPropertyOptional({ enum: TOKEN_LIFETIMES_DAYS, type: Number, nullable: true, description: 'Left out or null: the token never expires' })
  @IsOptional()
  @IsIn(TOKEN_LIFETIMES_DAYS, { message: `Expiry must be ${TOKEN_LIFETIMES_DAYS.join(', ')} days or none` })
  expiresInDays?: (typeof TOKEN_LIFETIMES_DAYS)[number] | null;
}
