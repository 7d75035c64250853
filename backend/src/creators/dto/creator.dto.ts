import { ApiProperty } from '@nestjs/swagger';
import { ImageSourceDto, avatarSourcesOf } from '../../common/image-source.dto';
import { ALPHA_USER_NUMBERS } from '../../social/dto/user-profile.dto';
import { CreatorRow } from '@genalpha/db';

export class CreatorDto {
  @ApiProperty({ example: '0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'adalovelace' })
  username!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  displayName!: string;

  @ApiProperty({ example: '/objects/avatars/0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c/5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d.jpg', type: String, nullable: true })
  avatarUrl!: string | null;

  @ApiProperty({ type: [ImageSourceDto], description: 'The avatar in 48 and 256 px, WebP and JPEG; empty when there is none yet' })
  avatarSources!: ImageSourceDto[];

  @ApiProperty({ example: 7, description: 'Registration order' })
  userNumber!: number;

  @ApiProperty({ example: 24576 })
  totalViews!: number;

  @ApiProperty({ example: 1536 })
  totalLikes!: number;

  @ApiProperty({ example: 42 })
  followersCount!: number;

  @ApiProperty({ example: 12 })
  videosCount!: number;

  @ApiProperty({ example: 5, type: 'integer', minimum: 0, description: 'How many times their videos were remixed' })
  remixesCount!: number;

  @ApiProperty({ example: true, description: `userNumber ≤ ${ALPHA_USER_NUMBERS}: one of the "generationalpha"` })
  isAlpha!: boolean;

  @ApiProperty({ example: 1, type: 'integer', minimum: 1, description: 'Place among all listed creators for the chosen sort (also while searching)' })
  rank!: number;
}

export class CreatorsDto {
  @ApiProperty({ type: [CreatorDto] })
  creators!: CreatorDto[];

  @ApiProperty({ example: 87, description: 'How many listed creators (at least one public video) match q, all of them without q: "Showing X of Y creators"' })
  total!: number;
}

export function toCreatorDto(row: CreatorRow): CreatorDto {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    avatarSources: avatarSourcesOf(row.avatarUrl),
    userNumber: row.userNumber,
    totalViews: Number(row.totalViews),
    totalLikes: Number(row.totalLikes),
    followersCount: row.followersCount,
    videosCount: row.videosCount,
    remixesCount: row.remixesCount,
    isAlpha: row.userNumber <= ALPHA_USER_NUMBERS,
    rank: row.rank,
  };
}
