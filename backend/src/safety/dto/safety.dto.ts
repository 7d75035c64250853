import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { ListedUserRow } from '@genalpha/db';
import { UserSummaryDto, toUserSummary } from '../../common/user-summary.dto';
import { MUTED_WORD_MAX, MUTED_WORD_TOO_LONG, MUTED_WORDS_MAX, MUTED_WORDS_TOO_MANY } from '@genalpha/shared';

export class BlockStateDto {
  @ApiProperty({ example: true, description: 'Whether you now block this person' })
  isBlocked!: boolean;
}

export class MuteStateDto {
  @ApiProperty({ example: true, description: 'Whether you now mute this person' })
  isMuted!: boolean;
}

/** Someone in your blocked or muted list. */
export class ListedUserDto extends UserSummaryDto {
  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time', description: 'When you blocked or muted them' })
  since!: string;
}

export class BlocksPageDto {
  @ApiProperty({ type: [ListedUserDto], description: 'The people you blocked, newest first' })
  users!: ListedUserDto[];

  @ApiProperty({ example: NEXT_CURSOR_EXAMPLE, type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class MutesPageDto extends BlocksPageDto {
  @ApiProperty({ type: [ListedUserDto], description: 'The people you muted, newest first' })
  declare users: ListedUserDto[];

  @ApiProperty({ type: [String], example: ['spoilers', '#horror'], description: 'Your muted words and #tags, lowercase (all of them on every page)' })
  words!: string[];
}

/** Trimmed and lowercased before validation, duplicates kept once (muted-words.md). */
const normaliseWords = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((word) => (typeof word === 'string' ? word.trim().toLowerCase() : word)))] : value;

export class MutedWordsDto {
  @ApiProperty({
    type: [String],
    maxItems: MUTED_WORDS_MAX,
    example: ['spoilers', '#horror'],
    description: `Replaces your muted words and #tags: at most ${MUTED_WORDS_MAX}, each 1 to ${MUTED_WORD_MAX} characters. A word hides videos and comments holding it as a whole word (any letter case), a #tag those tagged with it; taken literally, never as a pattern.`,
  })
  // The bottom rule is checked first: its message is the one shown.
  @Transform(normaliseWords)
  @ArrayMaxSize(MUTED_WORDS_MAX, { message: MUTED_WORDS_TOO_MANY })
  @MaxLength(MUTED_WORD_MAX, { each: true, message: MUTED_WORD_TOO_LONG })
  @IsNotEmpty({ each: true, message: 'A muted word cannot be empty' })
  @IsString({ each: true, message: 'Each muted word must be text' })
  @IsArray({ message: 'words must be a list' })
  words!: string[];
}

export class MutedWordsStateDto {
  @ApiProperty({ type: [String], example: ['spoilers', '#horror'], description: 'Your muted words and #tags, lowercase' })
  words!: string[];
}

/** A row of safetyQueries.blocks or .mutes. */
export function toListedUserDto(row: ListedUserRow): ListedUserDto {
  return { ...toUserSummary(row), since: new Date(row.listedAt).toISOString() };
}
