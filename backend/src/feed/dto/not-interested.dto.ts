import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class NotInterestedDto {
  @ApiProperty({
    example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    format: 'uuid',
    description: 'The video to leave out of your For You (its creator and tool count less for you)',
  })
  @IsUUID('all', { message: 'videoId must be a video id' })
  videoId!: string;
}

export class FeedPreferencesDto {
  @ApiProperty({
    example: 3,
    type: 'integer',
    minimum: 0,
    description: 'How many videos you marked "Not interested" (DELETE /api/feed/preferences resets them)',
  })
  notInterestedCount!: number;
}
