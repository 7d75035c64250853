import { ApiProperty } from '@nestjs/swagger';
import { FollowUserRow } from '@genalpha/db';
import { UserSummaryDto, toUserSummary } from '../../common/user-summary.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';

export class FollowStateDto {
  @ApiProperty({ example: true, description: 'Whether the signed-in user now follows this user' })
  isFollowing!: boolean;

  @ApiProperty({ example: 42, description: "The followed user's followersCount after the change" })
  followersCount!: number;
}

export class IsFollowingDto {
  @ApiProperty({ example: true })
  isFollowing!: boolean;
}

/** One row of a followers or following list. */
export class FollowUserDto extends UserSummaryDto {
  @ApiProperty({ example: 'Short films made with Sora and Veo 3.' })
  bio!: string;

  @ApiProperty({ example: false, description: 'Whether the viewer follows this user (false for visitors)' })
  isFollowing!: boolean;
}

export class FollowersPageDto {
  @ApiProperty({ type: [FollowUserDto], description: 'Newest follow first' })
  followers!: FollowUserDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export class FollowingPageDto {
  @ApiProperty({ type: [FollowUserDto], description: 'Newest follow first' })
  following!: FollowUserDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export function toFollowUserDto(row: FollowUserRow): FollowUserDto {
  return { ...toUserSummary(row), bio: row.bio, isFollowing: row.isFollowing };
}
