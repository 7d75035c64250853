/** "Joined November 2024", as the profile's header (and its boot preview) writes a join date. */
export function joinedLabel(joinedDate: string): string {
  return `Joined ${new Date(joinedDate).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`;
}

/** A website as the header shows it: without its scheme. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '');
}
