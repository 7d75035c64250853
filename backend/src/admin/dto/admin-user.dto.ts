import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, NotContains } from 'class-validator';
import { USER_ROLES, UserRole } from '@genalpha/shared';
import { NEXT_CURSOR_EXAMPLE, PageQueryDto } from '../../common/pagination';
import { UserSummaryDto } from '../../common/user-summary.dto';

/** An account as staff see it (email included, to find the person someone wrote in about). */
export class AdminUserDto extends UserSummaryDto {
  @ApiProperty({ example: 7, type: 'integer', description: 'Registration order' })
  userNumber!: number;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ example: 'user', enum: USER_ROLES, enumName: 'UserRole' })
  role!: UserRole;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: null, type: String, format: 'date-time', nullable: true, description: 'Set while the account is suspended' })
  bannedAt!: string | null;

  @ApiProperty({ example: null, type: String, nullable: true })
  banReason!: string | null;

  @ApiProperty({
    example: null,
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Set while the account is scheduled for deletion by its owner: when it is deleted for good, unless they cancel the deletion before then',
  })
  deletionDueAt!: string | null;

  @ApiProperty({ example: 12, type: 'integer', minimum: 0, description: 'All their videos, hidden ones included' })
  videosCount!: number;
}

export class AdminUsersPageDto {
  @ApiProperty({ type: [AdminUserDto], description: 'Newest accounts first' })
  users!: AdminUserDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export const USER_SEARCH_MAX = 100;

export class AdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: USER_SEARCH_MAX, description: 'Part of an email, username or display name, or an exact user id' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @NotContains('\u0000', { message: 'Search must not contain NUL characters' })
  @MaxLength(USER_SEARCH_MAX, { message: `Search must be ${USER_SEARCH_MAX} characters or less` })
  @IsString({ message: 'Search must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', description: 'Only accounts with this role' })
  @IsOptional()
  @IsIn(USER_ROLES, { message: `role must be one of ${USER_ROLES.join(', ')}` })
  role?: UserRole;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only suspended accounts; false: only active ones' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'banned must be true or false' })
  banned?: boolean;
}
