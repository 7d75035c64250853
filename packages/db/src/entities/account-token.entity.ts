import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TOKEN_PURPOSES, TokenPurpose } from '@genalpha/shared';
import { sqlList } from './column-transformers';
import { User } from './user.entity';

/** A mailed single-use token (verify an address, reset a password): only its SHA-256 is kept; one per account and purpose. */
@Entity({ name: 'account_tokens' })
@Check('CHK_account_tokens_purpose', `"purpose" IN (${sqlList(TOKEN_PURPOSES)})`)
@Index('UQ_account_tokens_user_purpose', ['userId', 'purpose'], { unique: true })
export class AccountToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_account_tokens_user' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  purpose!: TokenPurpose;

  /** The address the link was mailed to: verifying proves this one, not whatever the account holds later. */
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Index('UQ_account_tokens_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
