import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { ToolPageQueryDto } from './tool-page-query.dto';

/** `?limit=&cursor=&tool=&verified=`: a page of a feed, optionally only one tool's videos, or only those with valid Content Credentials. */
export class NarrowedPageQueryDto extends ToolPageQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: only videos whose Content Credentials are valid (signed by a trusted signer, unchanged since)' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'verified must be true or false' })
  verified?: boolean;
}
