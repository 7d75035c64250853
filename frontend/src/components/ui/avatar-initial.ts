/** The letter an avatar without a picture shows: the first of the username, else of the display name. */
export function initialOf(person: { username?: string | null; displayName?: string | null }): string {
  return (person.username || person.displayName || '?').charAt(0).toUpperCase();
}
