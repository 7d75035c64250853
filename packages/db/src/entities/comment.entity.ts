import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { sqlList } from './column-transformers';
import { User } from './user.entity';
import { Video } from './video.entity';

/** none: shown; pending_review: hidden by reports until staff decide; removed: hidden by staff (its author may appeal). */
export const COMMENT_MODERATION_STATES = ['none', 'pending_review', 'removed'] as const;
export type CommentModerationState = (typeof COMMENT_MODERATION_STATES)[number];

@Entity({ name: 'comments' })
@Check('CHK_comments_text', `length(btrim("text")) > 0`)
@Check('CHK_comments_likes', `"likesCount" >= 0`)
@Index('IDX_comments_banned_author', ['videoId'], { where: '"authorBanned"' })
@Index('IDX_comments_moderated', ['videoId'], { where: `"moderationState" <> 'none'` })
@Check('CHK_comments_moderation_state', `"moderationState" IN (${sqlList(COMMENT_MODERATION_STATES)})`)
@Index('IDX_comments_video_created', ['videoId', 'createdAt', 'id'])
@Index('IDX_comments_user', ['userId'])
export class Comment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_comments_video' })
  video?: Video;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_comments_user' })
  user?: User;

  @Column({ type: 'varchar', length: 500 })
  text!: string;

  /** Its lowercase words and #tags, for muted words (muted-words.md); kept by the TRG_comments_terms trigger, never written here. */
  @Column({ type: 'text', array: true, default: () => "'{}'", select: false, insert: false, update: false })
  terms!: string[];

  @Column({ type: 'integer', default: 0 })
  likesCount!: number;

  /** Mirrors the author's ban (kept by the database's triggers): such comments are hidden from every list and count. */
  @Column({ type: 'boolean', default: false })
  authorBanned!: boolean;

  @Column({ type: 'varchar', length: 20, default: 'none' })
  moderationState!: CommentModerationState;

  /** The moderator's reason for a removal, which its author is shown. */
  @Column({ type: 'text', nullable: true })
  moderationReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
