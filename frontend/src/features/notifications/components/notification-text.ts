import type { NotificationItem } from '../api/get-notifications';

/** Who acted (shown in bold), then what happened; the owner-only types have no actor and read as one sentence. */
export interface NotificationText {
  actor: string | null;
  text: string;
}

const yourVideo = (item: NotificationItem) => (item.videoTitle ? `Your video “${item.videoTitle}”` : 'Your video');
const quoted = (item: NotificationItem) => (item.videoTitle ? ` "${item.videoTitle}"` : '');

function moderation(item: NotificationItem): string {
  switch (item.action) {
    case 'hidden':
      return `${yourVideo(item)} is hidden pending review`;
    case 'restored':
      return `${yourVideo(item)} was restored and is visible again`;
    case 'removed':
      return `${yourVideo(item)} was removed by moderation${item.reason ? `: ${item.reason}` : ''}`;
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
