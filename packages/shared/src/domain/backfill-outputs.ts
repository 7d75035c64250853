/**
 * What the worker's backfills make for ready videos, as media_backfill_attempts names them: the 720p
 * copy (copies.backfill), the poster's sizes (posters.backfill), the preview loop and placeholder
 * (previews.backfill), the HLS package (hls.package). A new backfill adds its name here.
 */
export const BACKFILL_OUTPUTS = ['copy720p', 'posterVariants', 'previews', 'hls'] as const;
export type BackfillOutput = (typeof BACKFILL_OUTPUTS)[number];
