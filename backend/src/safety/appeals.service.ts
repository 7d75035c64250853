import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppealTargetType, ModerationLogAction, appealsRepository } from '@genalpha/db';
import { AccountTokens } from '../account-email/account-tokens.service';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { APPEAL_LINK_INVALID, AppealDto, ContentAppealType } from './dto/appeal.dto';

export const NOTHING_TO_APPEAL = 'There is no decision to appeal: it was reversed, or none was made';
export const ALREADY_APPEALED = 'You have already appealed this decision';
export const NOT_SIGNED_IN = 'User not authenticated';

/** Each kind of target's decision, and what a missing one is answered with. */
const TARGETS: Record<AppealTargetType, { decision: ModerationLogAction; notFound: string }> = {
  video: { decision: 'video.removed', notFound: VIDEO_NOT_FOUND },
  comment: { decision: 'comment.removed', notFound: COMMENT_NOT_FOUND },
  user: { decision: 'user.banned', notFound: APPEAL_LINK_INVALID },
};

/**
 * Appeals, once per decision: the owner of a removed video or comment (signed in), or a suspended
 * account (with the token of its suspension notice, no session). Only a decision still standing can
 * be appealed; its latest row in the moderation log is the decision, and the filing is logged too.
 */
@Injectable()
export class AppealsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokens,
  ) {}

  fileForContent(userId: string | undefined, targetType: ContentAppealType, targetId: string, text: string): Promise<AppealDto> {
    if (!userId) throw new UnauthorizedException(NOT_SIGNED_IN);
    return this.dataSource.transaction((m) => this.file(m, userId, targetType, targetId, text));
  }

  fileForSuspension(token: string, text: string): Promise<AppealDto> {
    return this.dataSource.transaction(async (m) => {
      const used = await this.tokens.consume(m, 'appeal-ban', token);
      if (!used) throw new NotFoundException(APPEAL_LINK_INVALID);
      return this.file(m, used.userId, 'user', used.userId, text);
    });
  }

  private async file(m: EntityManager, userId: string, targetType: AppealTargetType, targetId: string, text: string): Promise<AppealDto> {
    const target = TARGETS[targetType];
    const locked = await appealsRepository.lockTarget(m, targetType, targetId);
    // Someone else's removal is answered as a missing one: it is not theirs to see.
    if (!locked || locked.ownerId !== userId) throw new NotFoundException(target.notFound);
    if (!locked.decided) throw new ConflictException(NOTHING_TO_APPEAL);
    const decision = await appealsRepository.latestDecision(m, targetId, target.decision);
    if (!decision) throw new ConflictException(NOTHING_TO_APPEAL);
    const appeal = await appealsRepository.file(m, { userId, targetType, targetId, decision, text });
    if (!appeal) throw new ConflictException(ALREADY_APPEALED);
    return { ...appeal, createdAt: appeal.createdAt.toISOString() };
  }
}
