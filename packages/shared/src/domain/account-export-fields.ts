/** Settings' "Your data" card, where an export is asked for and downloaded: its mail and notification link here. */
export const YOUR_DATA_PATH = '/settings#your-data';
/** How long a ready export can be downloaded; its zip is deleted after (storage.cleanup). */
export const EXPORT_LINK_HOURS = 24;
/** One export a day: a new one is refused while one asked for within this many hours is building or ready. */
export const EXPORT_INTERVAL_HOURS = 24;
