import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '../../social/dto/max-chars.validator';
import { COMMENT_EMPTY, COMMENT_MAX, COMMENT_TOO_LONG } from '@genalpha/shared';

export class CreateCommentDto {
  @ApiProperty({
    example: 'The reflections on the wet street are unreal',
    minLength: 1,
    maxLength: COMMENT_MAX,
    description: 'Plain text, trimmed; never interpreted as HTML',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxChars(COMMENT_MAX, { message: COMMENT_TOO_LONG })
  @IsNotEmpty({ message: COMMENT_EMPTY })
  @IsString({ message: COMMENT_EMPTY })
  text!: string;
}
