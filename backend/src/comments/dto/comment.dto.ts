import { ApiProperty, PickType } from '@nestjs/swagger';
import { avatarSourcesOf } from '../../common/image-source.dto';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { CommentRow } from '@genalpha/db';

/** A comment with its author's summary (the author's id as userId). */
export class CommentDto extends PickType(UserSummaryDto, ['username', 'displayName', 'avatarUrl', 'avatarSources'] as const) {
  @ApiProperty({ example: 'c3a9e7b2-4d1f-4a6e-9b8c-2f7d1e0a5b64', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'The reflections on the wet street are unreal', description: 'Plain text as written (trimmed)' })
  text!: string;

  @ApiProperty({ example: '5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d', format: 'uuid', description: 'The author' })
  userId!: string;

  @ApiProperty({ example: 4 })
  likesCount!: number;

  @ApiProperty({ example: false, description: 'Whether the viewer liked this comment (false for visitors)' })
  isLiked!: boolean;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    example: 'muted',
    type: String,
    enum: ['muted'],
    nullable: true,
    description: "muted: you muted its author or it holds one of your muted words; show it collapsed under 'Hidden: muted'",
  })
  hiddenReason!: 'muted' | null;
}

export class CommentsPageDto {
  @ApiProperty({ type: [CommentDto], description: 'Oldest first' })
  comments!: CommentDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export class CommentLikeStateDto {
  @ApiProperty({ example: true })
  isLiked!: boolean;

  @ApiProperty({ example: 5 })
  likesCount!: number;
}

/** A comments row joined with its author, as selected by CommentsService. */
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
    hiddenReason: row.hiddenReason,
  };
}
