import { ApiProperty } from '@nestjs/swagger';

export class ViewResultDto {
  @ApiProperty({ type: 'integer', minimum: 0 })
  viewsCount!: number;

  @ApiProperty({ description: 'False when this viewer was already counted in the last 24 hours (or counting is unavailable)' })
  counted!: boolean;
}
