import { Text } from '@chakra-ui/react';

/** The line that says who may comment ("Comments are off", "Only people @x follows can comment"). */
export function CommentsNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="comments-note">
      {note}
    </Text>
  );
}
