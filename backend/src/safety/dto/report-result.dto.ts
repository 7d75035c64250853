import { ApiProperty } from '@nestjs/swagger';
import { REPORT_RECEIVED } from '../../videos/dto/report-video.dto';

export class ContentReportResultDto {
  @ApiProperty({ example: REPORT_RECEIVED })
  message!: string;
}
