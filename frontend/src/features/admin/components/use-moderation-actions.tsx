import { useState } from 'react';
import { useCurrentUser } from '@/api/session/get-current-user';
import { toastSuccess } from '@/components/ui/toast';
import { useBanUser } from '../api/ban-user';
import { useRemoveVideo } from '../api/remove-video';
import { useRestoreVideo } from '../api/restore-video';
import type { AdminVideo } from '../api/types';
import { ReasonDialog } from './reason-dialog';
import { canSuspend, decisionRefused } from './staff-rules';
import { toastFailure } from './toast-failure';

type Asking = { kind: 'remove'; video: AdminVideo } | { kind: 'ban'; video: AdminVideo } | null;

/** Restore at once; remove and ban the owner after a reason. Toasts say how it went. */
export function useModerationActions() {
  const { data: viewer } = useCurrentUser();
  const [asking, setAsking] = useState<Asking>(null);
  const restore = useRestoreVideo();
  const remove = useRemoveVideo();
  const ban = useBanUser();
  const ownerName = (video: AdminVideo) => video.creator.displayName || video.creator.username || 'The owner';

  const restoreVideo = (video: AdminVideo) => {
    if (restore.isPending) return;
    restore.mutate(
      { videoId: video.id },
      { onSuccess: () => toastSuccess('Video restored', `"${video.title}" is visible again.`), onError: toastFailure('Restore failed') },
    );
  };

  const confirm = (reason: string) => {
    if (!asking) return;
    const { video } = asking;
    if (asking.kind === 'remove')
      remove.mutate(
        { videoId: video.id, reason },
        {
          onSuccess: () => {
            toastSuccess('Video removed', `"${video.title}" was removed.`);
            setAsking(null);
          },
          onError: toastFailure('Remove failed'),
        },
      );
    else
      ban.mutate(
        { userId: video.creator.id, reason },
        {
          onSuccess: () => {
            toastSuccess('Account suspended', `${ownerName(video)} can no longer sign in.`);
            setAsking(null);
          },
          onError: toastFailure('Suspension failed'),
        },
      );
  };

  const dialogs = (
    <>
      <ReasonDialog
        title="Remove video"
        description={asking?.kind === 'remove' ? `"${asking.video.title}" is hidden from everyone; its owner sees your reason.` : ''}
        confirmLabel="Remove video"
        open={asking?.kind === 'remove'}
        busy={remove.isPending}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={confirm}
      />
      <ReasonDialog
        title="Suspend the owner"
        description={
          asking?.kind === 'ban' ? `${ownerName(asking.video)} is signed out everywhere and their videos and comments are hidden until reinstated.` : ''
        }
        confirmLabel="Suspend account"
        open={asking?.kind === 'ban'}
        busy={ban.isPending}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={confirm}
      />
    </>
  );

  /** What the console offers on this video: only what the server will do for this viewer. */
  const offers = (video: AdminVideo) => {
    const refused = viewer ? decisionRefused(viewer, video) : null;
    const decides = !!viewer && !refused;
    return {
      refused,
      // A failed video cannot be made visible: there is nothing to play.
      restore: decides && video.status !== 'failed',
      remove: decides && video.moderationState !== 'removed',
      banOwner: !!viewer && !video.creator.isBanned && canSuspend(viewer, video.creator),
    };
  };

  return {
    offers,
    restore: restoreVideo,
    askRemove: (video: AdminVideo) => setAsking({ kind: 'remove', video }),
    askBan: (video: AdminVideo) => setAsking({ kind: 'ban', video }),
    restoring: restore.isPending ? restore.variables?.videoId : undefined,
    dialogOpen: asking !== null,
    dialogs,
  };
}

export type ModerationActions = ReturnType<typeof useModerationActions>;
