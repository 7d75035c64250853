import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows (same layout as connect-pg-simple). */
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
