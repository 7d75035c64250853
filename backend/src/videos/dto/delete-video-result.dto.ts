import { ApiProperty } from '@nestjs/swagger';

export const VIDEO_DELETED = 'Video deleted';

export class DeleteVideoResultDto {
  @ApiProperty({ example: VIDEO_DELETED })
  message!: string;
}
