import { ApiProperty } from '@nestjs/swagger';

export class ViewResultDto {
  @ApiProperty({ example: 2049, type: 'integer', minimum: 0 })
  viewsCount!: number;

  @ApiProperty({ example: true, description: 'False when this viewer was already counted in the last 24 hours (or counting is unavailable)' })
  counted!: boolean;
}
