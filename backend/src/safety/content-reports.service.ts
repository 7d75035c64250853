import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommentReportReason, REPORTS_TO_HIDE, UserReportReason, contentReportsRepository, hideCommentForReview } from '@genalpha/db';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { USER_NOT_FOUND } from '../common/id-pipes';

export const CANNOT_REPORT_SELF = 'You cannot report yourself';

/**
 * Reports of comments and accounts. One report per account and target: a repeat replaces an open
 * one, so a loop counts once. Comments follow the rule of videos: three counted reporters (accounts
 * older than a day, verified, not suspended, not the author) hide a comment until staff decide.
 * Reports of accounts only queue them for staff: nothing automatic happens to an account.
 */
@Injectable()
export class ContentReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async reportComment(commentId: string, userId: string, reason: CommentReportReason, otherText: string | null): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const comment = await contentReportsRepository.lockReportableComment(m, commentId, userId);
      if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
      await contentReportsRepository.upsertCommentReport(m, { targetId: commentId, userId, reason, otherText });
      if (comment.moderationState !== 'none') return;
      const count = await contentReportsRepository.countedCommentReports(m, commentId, comment.authorId);
      if (count >= REPORTS_TO_HIDE) await hideCommentForReview(m, commentId, `Reported by ${count} accounts`);
    });
  }

  async reportAccount(targetId: string, userId: string, reason: UserReportReason, otherText: string | null): Promise<void> {
    if (targetId === userId) throw new BadRequestException(CANNOT_REPORT_SELF);
    if (!(await contentReportsRepository.isVisibleAccount(this.dataSource, targetId))) throw new NotFoundException(USER_NOT_FOUND);
    await contentReportsRepository.upsertAccountReport(this.dataSource, { targetId, userId, reason, otherText });
  }
}
