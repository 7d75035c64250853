import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportReason, reportQueuesRepository } from '@genalpha/db';
import { PageQueryDto } from '../common/pagination';
import { toAdminVideoDto } from './admin-video-row';
import { StaffMember } from '../auth/staff.guard';
import { ReportQueuePageDto, ReportedVideoDto } from './dto/reported-video.dto';
import { reportSummaries } from './open-reports';

@Injectable()
export class ReportsQueueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(staff: StaffMember, query: PageQueryDto): Promise<ReportQueuePageDto> {
    const page = await reportQueuesRepository.videoQueue(this.dataSource, staff, query);
    const reports = await reportSummaries<ReportReason>(
      this.dataSource,
      'video',
      page.items.map((row) => row.id),
    );
    return {
      reportedVideos: page.items.map((row): ReportedVideoDto => ({ video: toAdminVideoDto(row), queuedAt: row.queuedAt.toISOString(), ...reports(row.id) })),
      nextCursor: page.nextCursor,
    };
  }
}
