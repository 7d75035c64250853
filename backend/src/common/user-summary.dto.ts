import { ApiProperty } from '@nestjs/swagger';
import { ImageSourceDto, avatarSourcesOf } from './image-source.dto';

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

  @ApiProperty({
    type: [ImageSourceDto],
    description: 'The avatar in 48 and 256 px, WebP and JPEG, for <picture> srcset; empty when there is none yet (then show avatarUrl)',
  })
  avatarSources!: ImageSourceDto[];
}

/** A user's summary from any row that holds its fields (extra columns are left behind). */
export function toUserSummary(row: Omit<UserSummaryDto, 'avatarSources'>): UserSummaryDto {
  return { id: row.id, username: row.username, displayName: row.displayName, avatarUrl: row.avatarUrl, avatarSources: avatarSourcesOf(row.avatarUrl) };
}
