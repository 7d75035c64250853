import { Check, Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { bigintToNumber } from './column-transformers';

@Entity({ name: 'users' })
@Check('CHK_users_email_lowercase', `"email" = lower("email")`)
@Check('CHK_users_username_format', `"username" ~ '^[a-z0-9]{1,50}$'`)
@Check('CHK_users_counts', `"followersCount" >= 0 AND "followingCount" >= 0 AND "videosCount" >= 0 AND "totalViews" >= 0`)
@Check('CHK_users_role', `"role" IN ('user', 'moderator', 'admin')`)
@Check('CHK_users_ban', `("bannedAt" IS NULL) = ("banReason" IS NULL)`)
@Index('IDX_users_banned', ['id'], { where: '"bannedAt" IS NOT NULL OR "deletionDueAt" IS NOT NULL' })
@Index('IDX_users_avatar_unsized', ['id'], { where: `"avatarUrl" NOT LIKE '%/avatar.jpg'` })
// Trigram (gin_trgm_ops) indexes for search: TypeORM cannot spell them, the migrations own them.
@Index('IDX_users_username_trgm', { synchronize: false })
@Index('IDX_users_displayName_trgm', { synchronize: false })
@Index('IDX_users_email_trgm', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Registration order; the first 100 are the "generationalpha". */
  @Column({ type: 'integer', unique: true })
  @Generated('increment')
  userNumber!: number;

  @Column({ type: 'varchar', length: 50, nullable: true, unique: true })
  username!: string | null;

  @Column({ type: 'varchar', length: 320, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 255, select: false })
  password!: string;

  @Column({ type: 'varchar', length: 100 })
  displayName!: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  bio!: string;

  @Column({ type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  location!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'boolean', default: false })
  likesPublic!: boolean;

  /** Muted words and #tags, trimmed and lowercased (muted-words.md); never shown to anyone else. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  mutedWords!: string[];

  @Column({ type: 'integer', default: 0 })
  followersCount!: number;

  @Column({ type: 'integer', default: 0 })
  followingCount!: number;

  @Column({ type: 'integer', default: 0 })
  videosCount!: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  totalViews!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinedDate!: Date;

  @Column({ type: 'varchar', length: 20, default: 'user' })
  role!: UserRole;

  /** Set while the account is suspended: no sign-in, and its videos, comments and notifications are hidden from everyone. */
  @Column({ type: 'timestamptz', nullable: true })
  bannedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  banReason!: string | null;

  /** When the owner confirmed the address by a mailed link; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** Set while the account is deleted and awaits its purge (account.purge runs from then on): hidden like a suspended one, sign-in offers to cancel. */
  @Column({ type: 'timestamptz', nullable: true })
  deletionDueAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
