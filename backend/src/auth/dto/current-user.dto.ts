import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, UserRole } from '@genalpha/shared';
import { User } from '@genalpha/db';
import { UserSummaryDto, toUserSummary } from '../../common/user-summary.dto';

export class CurrentUserDto extends UserSummaryDto {
  @ApiProperty({ example: 'adalovelace', type: String, nullable: true, description: 'Null until the profile is created' })
  declare username: string | null;

  @ApiProperty({ example: null, type: String, nullable: true })
  profileImageUrl!: string | null;

  @ApiProperty({ example: 'ada@example.com', description: 'Private: shown only to the account itself' })
  email!: string;

  @ApiProperty({ example: 'user', enum: USER_ROLES, enumName: 'UserRole', description: 'moderator and admin reach the moderation console' })
  role!: UserRole;

  @ApiProperty({ example: false, description: 'Whether the owner confirmed the email address by the mailed link' })
  emailVerified!: boolean;
}

export function toCurrentUserDto(user: User): CurrentUserDto {
  return {
    ...toUserSummary(user),
    profileImageUrl: user.profileImageUrl,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
