import { Button, Dialog, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { useDeleteVideo } from '@/api/videos/delete-video';
import { AppDialog } from '../ui/app-dialog';
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
    <AppDialog title="Delete video?" open={open} onOpenChange={onOpenChange} role="alertdialog">
      <Dialog.Body>
        <Text>“{title}” will be removed for good, with its likes and comments. This cannot be undone.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={remove.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={confirm} loading={remove.isPending} loadingText="Deleting...">
          Delete
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
