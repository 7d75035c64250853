import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { Highlighted } from './highlighted';

describe('Highlighted', () => {
  it('marks the words starting with a matched word, whatever their accents and letter case', () => {
    const { container } = renderScreen(<Highlighted text="Café at night: a DRAGON's dragonfly" words={['cafe', 'dragon']} />);
    expect(Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['Café', 'DRAGON', 'dragonfly']);
    expect(container.textContent).toBe("Café at night: a DRAGON's dragonfly");
  });
});
