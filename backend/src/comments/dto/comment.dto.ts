import { ApiProperty, PickType } from '@nestjs/swagger';
import { avatarSourcesOf } from '../../common/image-source.dto';
import { UserSummaryDto } from '../../common/user-summary.dto';

/** A comment with its author's summary (the author's id as userId). */
export class CommentDto extends PickType(UserSummaryDto, ['username', 'displayName', 'avatarUrl', 'avatarSources'] as const) {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Plain text as written (trimmed)' })
  text!: string;

  @ApiProperty({ format: 'uuid', description: 'The author' })
  userId!: string;

  @ApiProperty()
  likesCount!: number;

  @ApiProperty({ description: 'Whether the viewer liked this comment (false for visitors)' })
  isLiked!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

export class CommentsPageDto {
  @ApiProperty({ type: [CommentDto], description: 'Oldest first' })
  comments!: CommentDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class CommentLikeStateDto {
  @ApiProperty()
  isLiked!: boolean;

  @ApiProperty()
  likesCount!: number;
}

/** A comments row joined with its author, as selected by CommentsService. */
export interface CommentRow extends Omit<CommentDto, 'createdAt'> {
  createdAt: Date;
  cursorAt: string;
}

export function toCommentDto(row: CommentRow): CommentDto {
  return {
    id: row.id,
    text: row.text,
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    avatarSources: avatarSourcesOf(row.avatarUrl),
    likesCount: row.likesCount,
    isLiked: row.isLiked,
    createdAt: row.createdAt.toISOString(),
  };
}
