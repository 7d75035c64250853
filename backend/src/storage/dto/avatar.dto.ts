import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NOT_AN_IMAGE } from '@genalpha/shared';

export class SetAvatarDto {
  @ApiProperty({
    type: String,
    description: 'The upload URL the image was PUT to (its query string may be left off)',
    example: 'http://localhost:3000/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    maxLength: 2000,
  })
  @MaxLength(2000, { message: NOT_AN_IMAGE })
  @IsNotEmpty({ message: NOT_AN_IMAGE })
  @IsString({ message: NOT_AN_IMAGE })
  avatarImageURL!: string;
}

export class AvatarDto {
  @ApiProperty({
    type: String,
    description: "The new avatar (a square 256 px JPEG); also stored as the user's avatarUrl",
    example: '/objects/avatars/0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c/5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d.jpg',
  })
  objectPath!: string;
}

export const toAvatarDto = (objectPath: string): AvatarDto => ({ objectPath });
