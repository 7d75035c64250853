import { describe, expect, it } from 'vitest';
import { joinedLabel, websiteLabel } from './profile-labels';

describe('profile labels', () => {
  it('writes a join date as toLocaleDateString does in en-US, month and year in the viewer’s time zone', () => {
    for (const iso of ['2024-11-03T12:00:00Z', '2026-01-01T00:00:00Z', '2025-12-31T23:59:59Z', '2025-06-15T08:30:00+02:00']) {
      const expected = new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
      expect(joinedLabel(iso)).toBe(`Joined ${expected}`);
    }
  });

  it('writes a website without its scheme', () => {
    expect(websiteLabel('https://example.com/me')).toBe('example.com/me');
  });
});
