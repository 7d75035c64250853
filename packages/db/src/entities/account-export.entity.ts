import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from './column-transformers';
import { User } from './user.entity';

/** building → ready (or failed); a ready export's zip is deleted once its link expires (expired). */
export const ACCOUNT_EXPORT_STATUSES = ['building', 'ready', 'failed', 'expired'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** A "Download your data" zip of one account, built by the worker (account.export). */
@Entity({ name: 'account_exports' })
@Index('IDX_account_exports_user_created', ['userId', 'createdAt'])
@Index('IDX_account_exports_ready', ['readyAt'], { where: `"status" = 'ready'` })
@Check('CHK_account_exports_status', `"status" IN ('building', 'ready', 'failed', 'expired')`)
@Check('CHK_account_exports_ready', `("status" IN ('ready', 'expired')) = ("readyAt" IS NOT NULL)`)
export class AccountExport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_account_exports_user' })
  user?: User;

  @Column({ type: 'varchar', length: 10, default: 'building' })
  status!: AccountExportStatus;

  /** The origin the export was asked for at, where its mail links (PUBLIC_URL when set). */
  @Column({ type: 'varchar', length: 255 })
  linkOrigin!: string;

  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  sizeBytes!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt!: Date | null;
}
