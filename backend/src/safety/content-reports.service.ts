import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommentModerationState, CommentReportReason, UserReportReason, REPORTS_TO_HIDE } from '@genalpha/db';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { contentReportQueries as sql } from './content-report-queries';

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
      const [comment]: Array<{ authorId: string; moderationState: CommentModerationState }> = await m.query(sql.lockComment, [commentId, userId]);
      if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
      await m.query(sql.upsertComment, [commentId, userId, reason, otherText]);
      if (comment.moderationState !== 'none') return;
      const [{ count }]: Array<{ count: number }> = await m.query(sql.countedForComment, [commentId, comment.authorId]);
      if (count >= REPORTS_TO_HIDE) await m.query(sql.hideComment, [commentId, `Reported by ${count} accounts`]);
    });
  }

  async reportAccount(targetId: string, userId: string, reason: UserReportReason, otherText: string | null): Promise<void> {
    if (targetId === userId) throw new BadRequestException(CANNOT_REPORT_SELF);
    const [target]: unknown[] = await this.dataSource.query(sql.visibleAccount, [targetId]);
    if (!target) throw new NotFoundException(USER_NOT_FOUND);
    await this.dataSource.query(sql.upsertAccount, [targetId, userId, reason, otherText]);
  }
}
