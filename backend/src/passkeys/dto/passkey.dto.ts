import { ApiProperty } from '@nestjs/swagger';

/** A passkey as its owner sees it: never its key or credential id. */
export class PasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'MacBook Touch ID' })
  name!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its last sign-in; null until it signs in' })
  lastUsedAt!: string | null;
}

export class PasskeyListDto {
  @ApiProperty({ type: [PasskeyDto], description: 'Newest first' })
  passkeys!: PasskeyDto[];
}

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const toPasskeyDto = (row: PasskeyRow): PasskeyDto => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
