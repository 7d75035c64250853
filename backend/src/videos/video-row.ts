import type { VideoCredentials } from '@genalpha/shared';
import type { VideoRow } from '@genalpha/db';

/** Moved to @genalpha/db (the repositories select it); re-exported for the backend's importers. */
export { VERIFIED_TOOL, videoRowColumns } from '@genalpha/db';
export type { VideoRow } from '@genalpha/db';

/** A video row with what its page shows beside the feed's: its Content Credentials and its original file. */
export interface VideoDetailRow extends VideoRow {
  credentials: VideoCredentials | null;
  originalUrl: string;
  mayComment: boolean;
}
