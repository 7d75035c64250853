import { ApiProperty } from '@nestjs/swagger';
import { TOKEN_SCOPES, TokenScope } from '../token-scopes';

/** A token as its owner sees it: never its secret. */
export class AccessTokenDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'render pipeline' })
  name!: string;

  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true, example: ['read', 'upload'] })
  scopes!: TokenScope[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute; null until first used' })
  lastUsedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: never expires' })
  expiresAt!: string | null;
}

export class CreatedAccessTokenDto {
  @ApiProperty({ type: AccessTokenDto })
  token!: AccessTokenDto;

  @ApiProperty({
    example: 'ga_pat_3q2-7wEXAMPLEsecretEXAMPLEsecretEXAMPLEsecr',
    description: 'Shown this once: send it as `Authorization: Bearer <secret>`. Only its hash is stored.',
  })
  secret!: string;
}

export class AccessTokenListDto {
  @ApiProperty({ type: [AccessTokenDto], description: 'Live tokens (not revoked, not expired), newest first' })
  tokens!: AccessTokenDto[];
}

export interface AccessTokenRow {
  id: string;
  name: string;
  scopes: TokenScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

export const toAccessTokenDto = (row: AccessTokenRow): AccessTokenDto => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});
