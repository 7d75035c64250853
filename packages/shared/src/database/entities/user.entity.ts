import { Column, CreateDateColumn, Entity, Generated, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from './column-transformers';

@Entity({ name: 'users' })
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
