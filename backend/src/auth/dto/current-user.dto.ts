import { ApiProperty } from '@nestjs/swagger';
import { User } from '@genalpha/shared';

export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null until the profile is created' })
  username!: string | null;

  @ApiProperty()
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl!: string | null;
}

export function toCurrentUserDto(user: User): CurrentUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    profileImageUrl: user.profileImageUrl,
  };
}
