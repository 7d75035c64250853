import { Box, Text } from '@chakra-ui/react';

/** The prompt a video was made from, set apart from the caption: compact in a card, with an accent on the video page. */
export function PromptBlock({ prompt, size = 'sm' }: { prompt: string; size?: 'sm' | 'md' }) {
  const page = size === 'md';
  return (
    <Box bg="bg.muted" rounded={page ? 'lg' : 'md'} p={page ? '4' : '2.5'} {...(page && { borderLeftWidth: '3px', borderColor: 'brand.solid' })}>
      <Text fontSize={page ? 'sm' : 'xs'} fontWeight="semibold" color={page ? undefined : 'fg.muted'} mb="1">
        Prompt
      </Text>
      <Text fontStyle="italic" whiteSpace="pre-wrap">
        {prompt}
      </Text>
    </Box>
  );
}
