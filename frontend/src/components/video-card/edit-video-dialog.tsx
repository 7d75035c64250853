import { TITLE_MAX, joinTags } from '@genalpha/shared/domain';
import { Button, Dialog, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { useUpdateVideo } from '@/api/videos/update-video';
import { COMMENTS_ALLOWED_OPTIONS, type CommentsAllowed } from '../comments/comments-allowed-options';
import { AllowRemixesSwitch } from '../remix/allow-remixes-switch';
import { AppDialog } from '../ui/app-dialog';
import { SelectField } from '../ui/select-field';
import { toastRequestError, toastSuccess } from '../ui/toast';

export interface EditableVideo {
  id: string;
  title: string;
  caption?: string | null;
  prompt?: string | null;
  tags?: string | null;
  commentsAllowed?: CommentsAllowed;
  allowRemixes?: boolean;
}

interface Props {
  video: EditableVideo;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** Title, caption, prompt and tags; Save stays disabled while the title is blank. */
export function EditVideoDialog({ video, open, onOpenChange }: Props) {
  const [title, setTitle] = useState(video.title);
  const [caption, setCaption] = useState(video.caption ?? '');
  const [prompt, setPrompt] = useState(video.prompt ?? '');
  const [tags, setTags] = useState(video.tags ?? '');
  const [commentsAllowed, setCommentsAllowed] = useState<CommentsAllowed>(video.commentsAllowed ?? 'everyone');
  const [allowRemixes, setAllowRemixes] = useState(video.allowRemixes ?? true);
  const update = useUpdateVideo();
  const remixesChange = allowRemixes === (video.allowRemixes ?? true) ? {} : { allowRemixes };
  // Sent only when changed: an edit of the text leaves who can comment alone.
  const commentsChange = commentsAllowed === (video.commentsAllowed ?? 'everyone') ? {} : { commentsAllowed };

  const save = () =>
    update
      .mutateAsync({
        videoId: video.id,
        // An emptied prompt or tags field clears it; the caption is required, so an empty one is left as it was.
        changes: {
          title: title.trim(),
          caption: optional(caption),
          prompt: prompt.trim() || null,
          tags: joinTags(tags.split(',')),
          ...commentsChange,
          ...remixesChange,
        },
      })
      .then(() => {
        toastSuccess('Video updated');
        onOpenChange(false);
      })
      .catch((error: unknown) => toastRequestError(error, 'Update failed', errorMessage(error, 'Failed to update video. Please try again.')));

  return (
    <AppDialog title="Edit video" open={open} onOpenChange={onOpenChange} closeButton>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root disabled={update.isPending} invalid={!title.trim()}>
            <Field.Label>Title</Field.Label>
            <Input value={title} maxLength={TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
            <Field.HelperText>
              {title.length}/{TITLE_MAX}
            </Field.HelperText>
          </Field.Root>
          <Field.Root disabled={update.isPending}>
            <Field.Label>Caption</Field.Label>
            <Textarea value={caption} onChange={(event) => setCaption(event.target.value)} rows={3} />
          </Field.Root>
          <Field.Root disabled={update.isPending}>
            <Field.Label>Prompt</Field.Label>
            <Textarea value={prompt} onChange={(event) => setPrompt(event.target.value)} rows={3} />
          </Field.Root>
          <Field.Root disabled={update.isPending}>
            <Field.Label>Tags</Field.Label>
            <Input value={tags} onChange={(event) => setTags(event.target.value)} placeholder="cyberpunk, city, rain" />
            <Field.HelperText>Separate tags with commas</Field.HelperText>
          </Field.Root>
          <Field.Root disabled={update.isPending}>
            <Field.Label>Who can comment</Field.Label>
            <SelectField value={commentsAllowed} options={COMMENTS_ALLOWED_OPTIONS} onChange={setCommentsAllowed} aria-label="Who can comment" />
            <Field.HelperText>Turning comments off hides the existing ones until you turn them back on.</Field.HelperText>
          </Field.Root>
          <AllowRemixesSwitch checked={allowRemixes} disabled={update.isPending} onChange={setAllowRemixes} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="purple" onClick={save} disabled={!title.trim()} loading={update.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
