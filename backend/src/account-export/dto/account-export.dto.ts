import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_EXPORT_STATUSES, type AccountExportStatus } from '@genalpha/db';

/** One "Download your data" export, as its owner sees it. */
export class AccountExportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    enum: ACCOUNT_EXPORT_STATUSES,
    description: 'building (the worker is making it), ready (downloadUrl works until expiresAt), failed (ask again), expired (its zip is deleted)',
  })
  status!: AccountExportStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was ready' })
  readyAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the download stops working (24 hours after readyAt)' })
  expiresAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The zip in bytes, once ready' })
  sizeBytes!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/user/exports/3f0c…/download',
    description: 'GET it with your browser session while the export is ready: the zip, for you only',
  })
  downloadUrl!: string | null;
}

export class AccountExportListDto {
  @ApiProperty({ type: [AccountExportDto], description: 'Your exports, newest first (the last 10)' })
  exports!: AccountExportDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When you may ask for the next export; null when you may now' })
  nextExportAt!: string | null;
}
