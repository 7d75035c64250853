import { describe, expect, it } from 'vitest';
import { promptSearchPath } from './prompt-search';

describe('promptSearchPath', () => {
  it("searches a prompt's four longest distinct words, in the prompt's order, each matched whole", () => {
    expect(promptSearchPath('A red dragon glides over a misty fjord at dawn, volumetric light, red dragon')).toBe('/search?q=dragon+glides+misty+volumetric+');
  });
});
