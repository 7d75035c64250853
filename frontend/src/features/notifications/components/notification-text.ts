import type { NotificationItem } from '../api/get-notifications';

/** Who acted (shown in bold), then what happened; the owner-only types have no actor and read as one sentence. */
export interface NotificationText {
  actor: string | null;
  text: string;
}

const yourVideo = (item: NotificationItem) => (item.videoTitle ? `Your video “${item.videoTitle}”` : 'Your video');
const quoted = (item: NotificationItem) => (item.videoTitle ? ` "${item.videoTitle}"` : '');

const because = (item: NotificationItem) => (item.reason ? `: ${item.reason}` : '');
const onVideo = (item: NotificationItem) => (item.videoTitle ? ` on “${item.videoTitle}”` : '');

/** What an appeal was about: the comment (it names one), the video, or else the account. */
function appealed(item: NotificationItem): { subject: string; back: string } {
  if (item.commentId) return { subject: `your comment${onVideo(item)}`, back: `your comment${onVideo(item)} is visible again` };
  if (item.videoId) {
    const video = item.videoTitle ? `your video “${item.videoTitle}”` : 'your video';
    return { subject: video, back: `${video} is visible again` };
  }
  return { subject: 'your account', back: 'your account is no longer suspended' };
}

function moderation(item: NotificationItem): string {
  switch (item.action) {
    case 'comment_removed':
      return `Your comment${onVideo(item)} was removed by moderation${because(item)}. Tap to appeal.`;
    case 'warned':
      return `You received a warning from moderation${because(item)}`;
    case 'appeal_upheld':
      return `Your appeal was reviewed: the decision on ${appealed(item).subject} stands${because(item)}`;
    case 'appeal_reversed':
      return `Your appeal was accepted: ${appealed(item).back}${because(item)}`;
    case 'hidden':
      return `${yourVideo(item)} is hidden pending review`;
    case 'restored':
      return `${yourVideo(item)} was restored and is visible again`;
    case 'removed':
      return `${yourVideo(item)} was removed by moderation${because(item)}. Tap to appeal.`;
    default:
      return `${yourVideo(item)} was reviewed by moderation`;
  }
}

export function notificationText(item: NotificationItem): NotificationText {
  switch (item.type) {
    case 'like':
      return { actor: item.actorDisplayName, text: `liked your video${quoted(item)}` };
    case 'comment':
      return { actor: item.actorDisplayName, text: `commented on your video${quoted(item)}` };
    case 'follow':
      return { actor: item.actorDisplayName, text: 'started following you' };
    case 'remix':
      return { actor: item.actorUsername ? `@${item.actorUsername}` : item.actorDisplayName, text: 'remixed your video' };
    case 'moderation':
      return { actor: null, text: moderation(item) };
    case 'video_ready':
      return { actor: null, text: `${yourVideo(item)} is ready` };
    case 'video_failed':
      return { actor: null, text: `${yourVideo(item)} could not be processed${item.reason ? `: ${item.reason}` : ''}` };
    case 'export_ready':
      return { actor: null, text: 'Your data is ready to download' };
  }
}
