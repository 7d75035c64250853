import { ApiProperty } from '@nestjs/swagger';
import { ImageSourceDto, avatarSourcesOf } from '../../common/image-source.dto';

export class CommentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Plain text as written (trimmed)' })
  text!: string;

  @ApiProperty({ format: 'uuid', description: 'The author' })
  userId!: string;

  @ApiProperty({ type: String, nullable: true })
  username!: string | null;

  @ApiProperty()
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl!: string | null;

  @ApiProperty({ type: [ImageSourceDto], description: 'The avatar in 48 and 256 px, WebP and JPEG; empty when there is none yet' })
  avatarSources!: ImageSourceDto[];

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
export interface CommentRow {
  id: string;
  text: string;
  userId: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  likesCount: number;
  isLiked: boolean;
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
