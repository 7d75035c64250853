import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber, sqlList } from './column-transformers';
import { User } from './user.entity';

const UPLOAD_PURPOSES = ['video', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** One issued upload URL: exactly one object (`uploads/<id>`), bound to the user it was issued to. */
@Entity({ name: 'uploads' })
@Index('IDX_uploads_user', ['userId'])
@Index('IDX_uploads_unclaimed_created', ['createdAt'], { where: '"claimedAt" IS NULL' })
@Check('CHK_uploads_claimedFor', `"claimedFor" IN (${sqlList(UPLOAD_PURPOSES)})`)
@Check('CHK_uploads_claim', `("claimedAt" IS NULL) = ("claimedFor" IS NULL)`)
@Check('CHK_uploads_size', `"size" >= 0`)
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_uploads_user' })
  user?: User;

  @Column({ type: 'varchar', length: 200, unique: true })
  objectKey!: string;

  /** The URL accepts its object until then. */
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  size!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  contentType!: string | null;

  /** Set once a video or avatar takes the object; unclaimed objects are deleted after 24 hours. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  claimedFor!: UploadPurpose | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
