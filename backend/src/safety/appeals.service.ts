import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppealTargetType, ModerationLogAction } from '@genalpha/db';
import { AccountTokens } from '../account-email/account-tokens.service';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { APPEAL_LINK_INVALID, AppealDto, ContentAppealType } from './dto/appeal.dto';

export const NOTHING_TO_APPEAL = 'There is no decision to appeal: it was reversed, or none was made';
export const ALREADY_APPEALED = 'You have already appealed this decision';
export const NOT_SIGNED_IN = 'User not authenticated';

/** How each kind of target is found, owned and decided on. */
const TARGETS: Record<AppealTargetType, { lock: string; decision: ModerationLogAction; notFound: string }> = {
  video: {
    lock: `SELECT "userId" AS "ownerId", "moderationState" = 'removed' AS "decided" FROM "videos" WHERE "id" = $1 FOR NO KEY UPDATE`,
    decision: 'video.removed',
    notFound: VIDEO_NOT_FOUND,
  },
  comment: {
    lock: `SELECT "userId" AS "ownerId", "moderationState" = 'removed' AS "decided" FROM "comments" WHERE "id" = $1 FOR NO KEY UPDATE`,
    decision: 'comment.removed',
    notFound: COMMENT_NOT_FOUND,
  },
  user: {
    lock: `SELECT "id" AS "ownerId", "bannedAt" IS NOT NULL AS "decided" FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`,
    decision: 'user.banned',
    notFound: APPEAL_LINK_INVALID,
  },
};

interface AppealRow {
  id: string;
  targetType: AppealTargetType;
  targetId: string;
  text: string;
  createdAt: Date;
  outcome: AppealDto['outcome'];
}

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
    const [locked]: Array<{ ownerId: string; decided: boolean }> = await m.query(target.lock, [targetId]);
    // Someone else's removal is answered as a missing one: it is not theirs to see.
    if (!locked || locked.ownerId !== userId) throw new NotFoundException(target.notFound);
    if (!locked.decided) throw new ConflictException(NOTHING_TO_APPEAL);
    const [decision]: Array<{ id: string; targetLabel: string }> = await m.query(
      `SELECT "id", "targetLabel" FROM "moderation_log" WHERE "targetId" = $1 AND "action" = $2 ORDER BY "createdAt" DESC, "id" DESC LIMIT 1`,
      [targetId, target.decision],
    );
    if (!decision) throw new ConflictException(NOTHING_TO_APPEAL);
    const [appeal]: AppealRow[] = await m.query(
      `INSERT INTO "appeals" ("userId", "targetType", "targetId", "decisionId", "text") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("decisionId") DO NOTHING RETURNING "id", "targetType", "targetId", "text", "createdAt", "outcome"`,
      [userId, targetType, targetId, decision.id, text],
    );
    if (!appeal) throw new ConflictException(ALREADY_APPEALED);
    await m.query(
      `INSERT INTO "moderation_log" ("actorId", "actorUsername", "actorDisplayName", "action", "targetType", "targetId", "targetLabel", "reason", "details")
       SELECT u."id", u."username", u."displayName", 'appeal.filed', 'appeal', $2, $3, $4, $5 FROM "users" u WHERE u."id" = $1`,
      [userId, appeal.id, decision.targetLabel, text, JSON.stringify({ appealedType: targetType, appealedId: targetId, decisionId: decision.id })],
    );
    return { ...appeal, createdAt: appeal.createdAt.toISOString() };
  }
}
