import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows (same layout as connect-pg-simple). */
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
