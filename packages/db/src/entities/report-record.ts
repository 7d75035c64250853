import { Column, CreateDateColumn } from 'typeorm';
import { sqlList } from './column-transformers';

/** dismissed: staff restored the video (comment, account); upheld: staff removed it (or warned or suspended the account). An open report has none. */
export const REPORT_RESOLUTIONS = ['dismissed', 'upheld'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** The CHECK every report table holds: resolved together with its resolution, and only a known resolution. */
export const REPORT_RESOLUTION_CHECK = `("resolution" IS NULL) = ("resolvedAt" IS NULL) AND ("resolution" IS NULL OR "resolution" IN (${sqlList(REPORT_RESOLUTIONS)}))`;

/** The columns a report of a video, a comment or an account share: the reporter's words, when, and how staff resolved it. */
export abstract class ReportRecord {
  @Column({ type: 'text', nullable: true })
  otherText!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution!: ReportResolution | null;

  /** The moderator or admin who resolved it. */
  @Column({ type: 'uuid', nullable: true })
  resolvedBy!: string | null;
}
