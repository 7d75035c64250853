import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

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
}
