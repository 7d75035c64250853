import { Column, Entity, Generated, Index, PrimaryColumn } from 'typeorm';

/** A longer User-Agent is cut to this: enough to tell browser and system apart. */
export const SESSION_USER_AGENT_MAX = 512;

/** Cookie sessions (sid, sess JSON with the cookie and passport.user, expire; the layout express-session and connect-pg-simple used). */
// IDX_sessions_user, an index over the session's user (sess -> 'passport' ->> 'user'), is the migrations' alone: TypeORM reads no expression index.
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid!: string;

  @Column({ type: 'json' })
  sess!: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire!: Date;

  /** Names the session in the account's list: the sid is the cookie's secret and never leaves the server. */
  @Column({ type: 'uuid' })
  @Generated('uuid')
  publicId!: string;

  @Column({ type: 'varchar', length: SESSION_USER_AGENT_MAX, nullable: true })
  userAgent!: string | null;

  /** The client's network when it signed in (IPv4 /24, IPv6 /48): where, roughly, without keeping the address. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  network!: string | null;

  /** Null for sessions started before these were recorded. */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  createdAt!: Date | null;

  /** Written at most once a minute per session (PgSessionStore.touch). */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  lastActiveAt!: Date | null;
}
