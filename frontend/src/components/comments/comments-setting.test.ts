import { describe, expect, it } from 'vitest';
import { aVideo, aVideoDetail, viewer } from '@/test/fixtures';
import { commentsSettingView } from './comments-setting';

describe('commentsSettingView', () => {
  it('everyone: the list and the composer, nothing to say', () => {
    expect(commentsSettingView(aVideo(), viewer)).toEqual({ listShown: true, composerShown: true, note: null });
  });

  it('off: neither the list nor the composer, for the owner too', () => {
    const off = aVideo({ commentsAllowed: 'off', creator: { ...aVideo().creator, id: viewer.id } });
    expect(commentsSettingView(off, viewer)).toEqual({ listShown: false, composerShown: false, note: 'Comments are off' });
  });

  it('following: says whose follows count; the composer only for those the owner follows (on the video page)', () => {
    const following = aVideoDetail({ commentsAllowed: 'following', mayComment: false });
    expect(commentsSettingView(following, viewer)).toEqual({ listShown: true, composerShown: false, note: 'Only people @bob follows can comment' });
    expect(commentsSettingView({ ...following, mayComment: true }, viewer).composerShown).toBe(true);
    expect(commentsSettingView({ ...following, creator: { ...following.creator, id: viewer.id } }, viewer).note).toBe('Only people you follow can comment');
  });
});
