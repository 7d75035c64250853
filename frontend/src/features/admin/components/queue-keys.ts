/** What a key press means in the reports queue. */
export type QueueCommand = 'next' | 'previous' | 'restore' | 'remove' | 'ban';

const KEYS: Record<string, QueueCommand> = { j: 'next', k: 'previous', r: 'restore', x: 'remove', b: 'ban' };

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** Typing in a field, a dialog or a menu keeps its keys. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return !!target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]');
}

/** The queue command for a key press, or null when the key is not a shortcut here. */
export function queueCommand(event: KeyLike): QueueCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  return KEYS[event.key] ?? null;
}
