/** Who a block or mute is about: enough to name them. */
export interface SafetyPerson {
  id: string;
  username: string | null;
  displayName: string;
}

/** "@username", else the display name. */
export function personName(person: SafetyPerson): string {
  return person.username ? `@${person.username}` : person.displayName || 'this person';
}
