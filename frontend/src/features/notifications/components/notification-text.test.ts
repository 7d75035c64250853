import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../api/get-notifications';
import { notificationText } from './notification-text';

const base: NotificationItem = {
  id: '30000000-0000-4000-8000-000000000001',
  type: 'moderation',
  isRead: false,
  createdAt: new Date().toISOString(),
  videoId: '10000000-0000-4000-8000-000000000001',
  videoTitle: 'Neon rain',
  commentId: null,
  actorId: null,
  actorUsername: null,
  actorDisplayName: 'GenAlpha',
  actorAvatarUrl: null,
  action: null,
  reason: null,
};
const text = (overrides: Partial<NotificationItem>) => notificationText({ ...base, ...overrides });

describe('notificationText', () => {
  it('tells the owner what moderation did, with the removal reason', () => {
    expect(text({ action: 'hidden' })).toEqual({ actor: null, text: 'Your video “Neon rain” is hidden pending review' });
    expect(text({ action: 'restored' })).toEqual({ actor: null, text: 'Your video “Neon rain” was restored and is visible again' });
    expect(text({ action: 'removed', reason: 'Spam' })).toEqual({
      actor: null,
      text: 'Your video “Neon rain” was removed by moderation: Spam. Tap to appeal.',
    });
  });

  it('tells of a removed comment, a warning, and the answer to an appeal of a video, a comment or a suspension', () => {
    const comment = { commentId: '20000000-0000-4000-8000-000000000001' };
    expect(text({ action: 'comment_removed', reason: 'Spam link', ...comment }).text).toBe(
      'Your comment on “Neon rain” was removed by moderation: Spam link. Tap to appeal.',
    );
    expect(text({ action: 'warned', reason: 'Be kind', videoId: null, videoTitle: null }).text).toBe('You received a warning from moderation: Be kind');
    expect(text({ action: 'appeal_reversed', reason: 'Clearly AI' }).text).toBe(
      'Your appeal was accepted: your video “Neon rain” is visible again: Clearly AI',
    );
    expect(text({ action: 'appeal_upheld', reason: 'Links to scams stay removed', ...comment }).text).toBe(
      'Your appeal was reviewed: the decision on your comment on “Neon rain” stands: Links to scams stay removed',
    );
    expect(text({ action: 'appeal_reversed', videoId: null, videoTitle: null }).text).toBe('Your appeal was accepted: your account is no longer suspended');
  });

  it('says when an upload is ready or why it failed', () => {
    expect(text({ type: 'video_ready' }).text).toBe('Your video “Neon rain” is ready');
    expect(text({ type: 'video_failed', reason: 'The file could not be decoded' }).text).toBe(
      'Your video “Neon rain” could not be processed: The file could not be decoded',
    );
    expect(text({ type: 'video_failed', videoTitle: null }).text).toBe('Your video could not be processed');
    expect(text({ type: 'export_ready', videoTitle: null })).toEqual({ actor: null, text: 'Your data is ready to download' });
  });

  it('keeps the actor in front for likes, comments and follows', () => {
    expect(text({ type: 'like', actorDisplayName: 'Bob' })).toEqual({ actor: 'Bob', text: 'liked your video "Neon rain"' });
    expect(text({ type: 'comment', actorDisplayName: 'Bob' })).toEqual({ actor: 'Bob', text: 'commented on your video "Neon rain"' });
    expect(text({ type: 'follow', actorDisplayName: 'Bob', videoId: null, videoTitle: null })).toEqual({ actor: 'Bob', text: 'started following you' });
  });
});
