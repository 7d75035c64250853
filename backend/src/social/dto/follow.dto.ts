import { ApiProperty } from '@nestjs/swagger';
import { UserSummaryDto, toUserSummary } from '../../common/user-summary.dto';

export class FollowStateDto {
  @ApiProperty({ description: 'Whether the signed-in user now follows this user' })
  isFollowing!: boolean;

  @ApiProperty({ description: "The followed user's followersCount after the change" })
  followersCount!: number;
}

export class IsFollowingDto {
  @ApiProperty()
  isFollowing!: boolean;
}

/** One row of a followers or following list. */
export class FollowUserDto extends UserSummaryDto {
  @ApiProperty()
  bio!: string;

  @ApiProperty({ description: 'Whether the viewer follows this user (false for visitors)' })
  isFollowing!: boolean;
}

export class FollowersPageDto {
  @ApiProperty({ type: [FollowUserDto], description: 'Newest follow first' })
  followers!: FollowUserDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class FollowingPageDto {
  @ApiProperty({ type: [FollowUserDto], description: 'Newest follow first' })
  following!: FollowUserDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export interface FollowUserRow extends FollowUserDto {
  followId: string;
  followedAt: string;
}

export function toFollowUserDto(row: FollowUserRow): FollowUserDto {
  return { ...toUserSummary(row), bio: row.bio, isFollowing: row.isFollowing };
}
