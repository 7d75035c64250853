import { ApiProperty } from '@nestjs/swagger';
import { ImageSourceDto, avatarSourcesOf } from './image-source.dto';

/** Who someone is, as every list shows them: the fields a user's row, card or mention starts with. */
export class UserSummaryDto {
  @ApiProperty({ example: '0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'adalovelace', type: String, nullable: true })
  username!: string | null;

  @ApiProperty({ example: 'Ada Lovelace' })
  displayName!: string;

  @ApiProperty({ example: '/objects/avatars/0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c/5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d.jpg', type: String, nullable: true })
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
