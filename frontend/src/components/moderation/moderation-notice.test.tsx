import { describe, expect, it } from 'vitest';
import { moderationText } from './moderation-notice';

describe('moderationText', () => {
  it("tells the owner their video's moderation state", () => {
    expect(moderationText({ moderationState: 'removed', moderationReason: 'Spam' })).toBe('Removed by moderation: Spam');
    expect(moderationText({ moderationState: 'pending_review', moderationReason: null })).toBe('Hidden pending review');
    expect(moderationText({ moderationState: 'none', moderationReason: null })).toBeNull();
  });
});
