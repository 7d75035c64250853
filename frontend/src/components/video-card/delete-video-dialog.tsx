import { errorMessage } from '@/api/client';
import { useDeleteVideo } from '@/api/videos/delete-video';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { toastError, toastSuccess } from '../ui/toast';

interface Props {
  videoId: string;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}

export function DeleteVideoDialog({ videoId, title, open, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteVideo();
  // Awaited rather than passed to mutate(): the deleted card (and this dialog) may unmount first.
  const confirm = () =>
    remove
      .mutateAsync(videoId)
      .then(() => {
        toastSuccess('Video deleted');
        onOpenChange(false);
        onDeleted?.();
      })
      .catch((error: unknown) => toastError('Delete failed', errorMessage(error, 'Failed to delete video. Please try again.')));

  return (
    <ConfirmDialog
      title="Delete video?"
      open={open}
      onOpenChange={onOpenChange}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    >
      “{title}” will be removed for good, with its likes and comments. This cannot be undone.
    </ConfirmDialog>
  );
}
