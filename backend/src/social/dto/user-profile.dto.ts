import { ApiProperty } from '@nestjs/swagger';
import { UserSummaryDto, toUserSummary } from '../../common/user-summary.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { ProfileRow } from '@genalpha/db';

/** The first 100 users by registration order are the "generationalpha". */
export const ALPHA_USER_NUMBERS = 100;

export class UserProfileDto extends UserSummaryDto {
  @ApiProperty({ example: 'adalovelace', type: String, nullable: true, description: 'Null until the profile is created' })
  declare username: string | null;

  @ApiProperty({ example: 'Short films made with Sora and Veo 3.' })
  bio!: string;

  @ApiProperty({ example: 'London', type: String, nullable: true })
  location!: string | null;

  @ApiProperty({ example: 'https://ada.example.com', type: String, nullable: true })
  website!: string | null;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  joinedDate!: string;

  @ApiProperty({ example: 12, description: 'Visible videos (not hidden, not failed)' })
  videosCount!: number;

  @ApiProperty({ example: 42 })
  followersCount!: number;

  @ApiProperty({ example: 17 })
  followingCount!: number;

  @ApiProperty({ example: 24576, description: "Sum of the user's videos' viewsCount" })
  totalViews!: number;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0, description: 'How many times their videos were remixed: "Remixed n times"' })
  remixesCount!: number;

  @ApiProperty({ example: false, description: 'Whether the viewer follows this user (false for visitors)' })
  isFollowing!: boolean;

  @ApiProperty({ example: false, description: 'Whether the viewer muted this user (false for visitors; never shown to the muted person)' })
  isMuted!: boolean;

  @ApiProperty({ example: false, description: 'Whether this is the viewer' })
  isOwnProfile!: boolean;

  @ApiProperty({ example: true, description: 'Whether anyone may see the videos this user liked' })
  likesPublic!: boolean;

  @ApiProperty({
    example: 87,
    type: 'integer',
    nullable: true,
    minimum: 0,
    description: 'How many videos GET /api/users/{id}/liked-videos lists in all; null when the viewer may not see them',
  })
  likedCount!: number | null;

  @ApiProperty({ example: 7, description: 'Registration order' })
  userNumber!: number;

  @ApiProperty({ example: true, description: `userNumber ≤ ${ALPHA_USER_NUMBERS}` })
  isAlpha!: boolean;
}

export class UserResponseDto {
  @ApiProperty({ type: UserProfileDto })
  user!: UserProfileDto;
}

export class UsersPageDto {
  @ApiProperty({ type: [UserProfileDto] })
  users!: UserProfileDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

/** A users row joined with its live video totals and the viewer's follow, as selected by ProfilesService. */
export function toUserProfileDto(row: ProfileRow, viewerId: string | undefined): UserProfileDto {
  return {
    ...toUserSummary(row),
    bio: row.bio,
    location: row.location,
    website: row.website,
    joinedDate: row.joinedDate.toISOString(),
    videosCount: row.videosCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    totalViews: Number(row.totalViews),
    remixesCount: row.remixesCount,
    isFollowing: row.isFollowing,
    isMuted: row.isMuted,
    isOwnProfile: row.id === viewerId,
    likesPublic: row.likesPublic,
    likedCount: row.likedCount,
    userNumber: row.userNumber,
    isAlpha: row.userNumber <= ALPHA_USER_NUMBERS,
  };
}
