import { Button, Dialog, List, Text } from '@chakra-ui/react';
import type { FeedReason } from '@/api/types';
import { AppDialog } from '../ui/app-dialog';

/** Each reason the server gives, in plain words. */
export const REASON_TEXT: Record<FeedReason, string> = {
  popular: 'Popular now',
  following: 'You follow this creator',
  tools: 'New from a creator in your tools',
  exploration: 'Exploration: a new video few people have seen yet',
};

interface Props {
  reasons: FeedReason[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Why am I seeing this?": the reasons For You showed this video. */
export function WhyDialog({ reasons, open, onOpenChange }: Props) {
  return (
    <AppDialog title="Why am I seeing this?" open={open} onOpenChange={onOpenChange}>
      <Dialog.Body>
        <Text color="fg.muted" mb="3">
          This video is in your For You feed because:
        </Text>
        <List.Root gap="2" ps="5">
          {reasons.map((reason) => (
            <List.Item key={reason}>{REASON_TEXT[reason]}</List.Item>
          ))}
        </List.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Got it</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </AppDialog>
  );
}
