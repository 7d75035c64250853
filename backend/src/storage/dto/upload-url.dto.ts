import { ApiProperty } from '@nestjs/swagger';

export class UploadUrlDto {
  @ApiProperty({
    type: String,
    format: 'uri',
    description: 'PUT the raw file here (Content-Type: the file type, video/* or image/*) within an hour; it accepts exactly one object.',
    example: 'http://localhost:3000/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1?expires=1763803600&signature=abc',
  })
  uploadURL!: string;
}

export const toUploadUrlDto = (uploadURL: string): UploadUrlDto => ({ uploadURL });
