import { Button, Flex, Text, type FlexProps } from '@chakra-ui/react';

interface Props {
  onSignIn(): void;
  p?: FlexProps['p'];
}

/** Where a visitor would find the comment box: an invitation to sign in. */
export function CommentSignInPrompt({ onSignIn, p = '4' }: Props) {
  return (
    <Flex align="center" justify="space-between" gap="3" p={p} rounded="lg" bg="bg.muted" wrap="wrap">
      <Text color="fg.muted">Sign in to leave a comment</Text>
      <Button size="sm" colorPalette="purple" onClick={onSignIn}>
        Sign In
      </Button>
    </Flex>
  );
}
