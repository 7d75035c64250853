import { ApiProperty } from '@nestjs/swagger';
import { ImageSourceDto, avatarSourcesOf } from '../../common/image-source.dto';
import { ALPHA_USER_NUMBERS } from '../../social/dto/user-profile.dto';

export class CreatorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty()
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl!: string | null;

  @ApiProperty({ type: [ImageSourceDto], description: 'The avatar in 48 and 256 px, WebP and JPEG; empty when there is none yet' })
  avatarSources!: ImageSourceDto[];

  @ApiProperty({ description: 'Registration order' })
  userNumber!: number;

  @ApiProperty()
  totalViews!: number;

  @ApiProperty()
  totalLikes!: number;

  @ApiProperty()
  followersCount!: number;

  @ApiProperty()
  videosCount!: number;

  @ApiProperty({ description: `userNumber ≤ ${ALPHA_USER_NUMBERS}: one of the "generationalpha"` })
  isAlpha!: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Place among all listed creators for the chosen sort (also while searching)' })
  rank!: number;
}

export class CreatorsDto {
  @ApiProperty({ type: [CreatorDto] })
  creators!: CreatorDto[];

  @ApiProperty({ description: 'How many listed creators (at least one public video) match q, all of them without q: "Showing X of Y creators"' })
  total!: number;
}

export interface CreatorRow extends Omit<CreatorDto, 'totalViews' | 'totalLikes' | 'isAlpha'> {
  totalViews: string;
  totalLikes: string;
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
    isAlpha: row.userNumber <= ALPHA_USER_NUMBERS,
    rank: row.rank,
  };
}
