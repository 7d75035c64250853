import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '../../social/dto/max-chars.validator';

export const COMMENT_MAX = 500;

export class CreateCommentDto {
  @ApiProperty({
    example: 'The reflections on the wet street are unreal',
    minLength: 1,
    maxLength: COMMENT_MAX,
    description: 'Plain text, trimmed; never interpreted as HTML',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxChars(COMMENT_MAX, { message: `Comment must be ${COMMENT_MAX} characters or less` })
  @IsNotEmpty({ message: 'Comment cannot be empty' })
  @IsString({ message: 'Comment cannot be empty' })
  text!: string;
}
