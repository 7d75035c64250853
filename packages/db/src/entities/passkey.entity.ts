import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from './column-transformers';
import { User } from './user.entity';

/** A WebAuthn credential (passkey) that signs its owner in: only its public key is kept. */
@Entity({ name: 'passkeys' })
@Index('IDX_passkeys_user_created', ['userId', 'createdAt'])
export class Passkey {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_passkeys_user' })
  user?: User;

  /** The credential id as base64url (WebAuthn caps it at 1023 bytes): a sign-in finds its passkey by it; it belongs to one account only. */
  @Index('UQ_passkeys_credential', { unique: true })
  @Column({ type: 'varchar', length: 1364 })
  credentialId!: string;

  /** The COSE public key the authenticator gave at registration. */
  @Column({ type: 'bytea' })
  publicKey!: Buffer;

  /** The authenticator's signature counter (32 bits unsigned); 0 for authenticators that keep none. */
  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  counter!: number;

  @Column({ type: 'text', array: true, default: '{}' })
  transports!: string[];

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
