import { ApiProperty } from '@nestjs/swagger';

/** Who someone is, as every list shows them: the fields a user's row, card or mention starts with. */
export class UserSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  username!: string | null;

  @ApiProperty()
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl!: string | null;
}

/** A user's summary from any row that holds its fields (extra columns are left behind). */
export function toUserSummary(row: UserSummaryDto): UserSummaryDto {
  return { id: row.id, username: row.username, displayName: row.displayName, avatarUrl: row.avatarUrl };
}
