/**
 * Seen by everyone: ready (probed, browser-playable) and not hidden; `processing` and `failed`
 * videos are their owner's alone. The SQL names the videos table `v`; it is the predicate of the
 * partial index IDX_videos_feed, which must change with it (in a migration).
 */
export const PUBLICLY_VISIBLE = `NOT v."isHidden" AND v.status = 'ready'`;

/** PUBLICLY_VISIBLE for a row already read. */
export function isPubliclyVisible(video: { isHidden: boolean; status: string }): boolean {
  return !video.isHidden && video.status === 'ready';
}
