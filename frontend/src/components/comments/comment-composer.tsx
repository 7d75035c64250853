import { Button, Field, Flex, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useCreateComment } from '@/api/comments/create-comment';
import { errorMessage } from '@/api/client';
import { toastRequestError, toastSuccess } from '../ui/toast';
import { COMMENT_EMPTY, COMMENT_MAX, COMMENT_TOO_LONG } from '@genalpha/shared/domain';

export function validateComment(text: string): string | undefined {
  if (!text.trim()) return COMMENT_EMPTY;
  if (text.trim().length > COMMENT_MAX) return COMMENT_TOO_LONG;
  return undefined;
}

interface Props {
  videoId: string;
  /** Extra words for the success toast (the video page adds them). */
  successDescription?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** Enter posts, Shift+Enter starts a new line; the text is sent trimmed. */
export function CommentComposer({ videoId, successDescription, inputRef }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateComment(videoId);

  const post = () => {
    const problem = validateComment(text);
    setError(problem);
    if (problem || create.isPending) return;
    create.mutate(text, {
      onSuccess: () => {
        setText('');
        toastSuccess('Comment added', successDescription);
      },
      onError: (failure) => toastRequestError(failure, 'Comment failed', errorMessage(failure, 'Failed to post comment. Please try again.')),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      post();
    }
  };

  return (
    <Field.Root invalid={!!error}>
      <Field.Label srOnly>Add a comment</Field.Label>
      <Flex gap="2" w="full" align="flex-end">
        <Textarea
          ref={inputRef}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder="Add a comment..."
          rows={1}
          autoresize
          maxH="8rem"
          disabled={create.isPending}
        />
        <Button
          onClick={post}
          colorPalette="purple"
          disabled={!text.trim() || create.isPending}
          loading={create.isPending}
          aria-label="Post comment"
          flexShrink={0}
        >
          <Send />
        </Button>
      </Flex>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
