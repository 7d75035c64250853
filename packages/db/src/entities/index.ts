import { AccessToken } from './access-token.entity';
import { AccountExport } from './account-export.entity';
import { AccountToken } from './account-token.entity';
import { Appeal } from './appeal.entity';
import { Comment } from './comment.entity';
import { CommentLike } from './comment-like.entity';
import { CommentReport } from './comment-report.entity';
import { CreatorStats } from './creator-stats.entity';
import { FeedNotInterested } from './feed-not-interested.entity';
import { Follow } from './follow.entity';
import { Like } from './like.entity';
import { MediaBackfillAttempt } from './media-backfill-attempt.entity';
import { ModerationLogEntry } from './moderation-log-entry.entity';
import { Notification } from './notification.entity';
import { Passkey } from './passkey.entity';
import { Report } from './report.entity';
import { Session } from './session.entity';
import { Upload } from './upload.entity';
import { User } from './user.entity';
import { UserReport } from './user-report.entity';
import { Video } from './video.entity';
import { VideoScore } from './video-score.entity';

export * from './access-token.entity';
export * from './account-export.entity';
export * from './account-token.entity';
export * from './appeal.entity';
export * from './comment.entity';
export * from './comment-like.entity';
export * from './comment-report.entity';
export * from './creator-stats.entity';
export * from './feed-not-interested.entity';
export * from './follow.entity';
export * from './like.entity';
export * from './media-backfill-attempt.entity';
export * from './moderation-log-entry.entity';
export * from './notification.entity';
export * from './passkey.entity';
export * from './report.entity';
export * from './report-record';
export * from './session.entity';
export * from './upload.entity';
export * from './user.entity';
export * from './user-report.entity';
export * from './video.entity';
export * from './video-score.entity';

export const ENTITIES = [
  User,
  Session,
  Follow,
  Video,
  Like,
  Report,
  Comment,
  CommentLike,
  Notification,
  CreatorStats,
  Upload,
  ModerationLogEntry,
  VideoScore,
  FeedNotInterested,
  AccessToken,
  AccountToken,
  Passkey,
  MediaBackfillAttempt,
  AccountExport,
  CommentReport,
  UserReport,
  Appeal,
];
