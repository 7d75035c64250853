import { describe, expect, it } from 'vitest';
import { queueCommand } from './queue-keys';

const press = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEventInit> = {}) =>
  queueCommand({ key, target, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('queueCommand', () => {
  it('maps j, k, r, x and b', () => {
    expect(['j', 'k', 'r', 'x', 'b'].map((key) => press(key))).toEqual(['next', 'previous', 'restore', 'remove', 'ban']);
    expect(press('q')).toBeNull();
  });

  it('leaves typing, dialogs and browser shortcuts alone', () => {
    const input = document.createElement('input');
    expect(press('r', input)).toBeNull();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(press('x', button)).toBeNull();
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
    expect(press('b', document.body, { metaKey: true })).toBeNull();
  });
});
