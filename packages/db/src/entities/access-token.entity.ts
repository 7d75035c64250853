import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** A personal access token: only the SHA-256 of its secret is kept (the secret is shown once, at creation). */
@Entity({ name: 'access_tokens' })
@Index('IDX_access_tokens_user_created', ['userId', 'createdAt'])
export class AccessToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_access_tokens_user' })
  user?: User;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'text', array: true })
  scopes!: string[];

  /** Hex SHA-256 of the secret; every Bearer request is looked up by it. */
  @Index('UQ_access_tokens_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
