const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "Joined November 2024", as the profile's header (and its boot preview) writes a join date, in the
 * viewer's time zone. Plain names rather than toLocaleDateString: its first call builds a date
 * formatter, 14 ms of the boot preview's task on this project's CI host (55 ms at 4× slowdown).
 */
export function joinedLabel(joinedDate: string): string {
  const date = new Date(joinedDate);
  return `Joined ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A website as the header shows it: without its scheme. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '');
}
