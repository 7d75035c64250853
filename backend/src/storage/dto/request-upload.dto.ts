import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPE_REFUSED } from '@genalpha/shared';

/** Optional: what the client is about to upload. The URL then accepts only that type and at most that size. */
export class RequestUploadDto {
  @ApiPropertyOptional({ type: String, description: 'The file type (video/* or image/*); the PUT must send it as Content-Type', example: 'video/mp4' })
  @IsOptional()
  @IsString({ message: UPLOAD_TYPE_REFUSED })
  @MaxLength(255, { message: UPLOAD_TYPE_REFUSED })
  contentType?: string;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'The file size in bytes; the PUT may send at most this many',
    example: 1048576,
    maximum: MAX_UPLOAD_BYTES,
  })
  @IsOptional()
  @IsInt({ message: 'size must be a whole number of bytes' })
  @Min(1, { message: 'The file is empty' })
  size?: number;
}
