import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from './column-transformers';
import { User } from './user.entity';

export const UPLOAD_PURPOSES = ['video', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** One issued upload URL: exactly one object (`uploads/<id>`), bound to the user it was issued to. */
@Entity({ name: 'uploads' })
@Index('IDX_uploads_user', ['userId'])
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
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
