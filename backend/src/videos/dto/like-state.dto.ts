import { ApiProperty } from '@nestjs/swagger';

export class LikeStateDto {
  @ApiProperty({ example: true })
  isLiked!: boolean;

  @ApiProperty({ example: 129, type: 'integer', minimum: 0 })
  likesCount!: number;
}

export class IsLikedDto {
  @ApiProperty({ example: true, description: 'False for visitors' })
  isLiked!: boolean;
}
