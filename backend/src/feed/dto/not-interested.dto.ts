import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class NotInterestedDto {
  @ApiProperty({ format: 'uuid', description: 'The video to leave out of your For You (its creator and tool count less for you)' })
  @IsUUID('all', { message: 'videoId must be a video id' })
  videoId!: string;
}

export class FeedPreferencesDto {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many videos you marked "Not interested" (DELETE /api/feed/preferences resets them)' })
  notInterestedCount!: number;
}
