import { ApiProperty } from '@nestjs/swagger';

export class LikeStateDto {
  @ApiProperty()
  isLiked!: boolean;

  @ApiProperty({ type: 'integer', minimum: 0 })
  likesCount!: number;
}

export class IsLikedDto {
  @ApiProperty({ description: 'False for visitors' })
  isLiked!: boolean;
}
