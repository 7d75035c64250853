import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Copy, Search } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { promptDiff } from './prompt-diff';

/** "Copy prompt" and "Search this prompt" under a video's prompt. */
export function PromptActions({ prompt }: { prompt: string }) {
  const copy = () =>
    navigator.clipboard.writeText(prompt).then(
      () => toastSuccess('Prompt copied'),
      () => toastError('Could not copy the prompt'),
    );
  return (
    <>
      <Button variant="outline" size="sm" minH="11" onClick={copy}>
        <Copy aria-hidden />
        Copy prompt
      </Button>
      <Button asChild variant="outline" size="sm" minH="11">
        <RouterLink to={`/search?${new URLSearchParams({ q: prompt }).toString()}`}>
          <Search aria-hidden />
          Search this prompt
        </RouterLink>
      </Button>
    </>
  );
}

const Added = chakra('ins', { base: { bg: 'green.subtle', color: 'green.fg', textDecoration: 'none', rounded: 'sm', px: '0.5' } });
const Removed = chakra('del', { base: { bg: 'red.subtle', color: 'red.fg', rounded: 'sm', px: '0.5' } });

/** How a remix's prompt differs from its parent's: words added and removed, behind a toggle. */
export function PromptDiff({ parentPrompt, prompt }: { parentPrompt: string; prompt: string }) {
  const [open, setOpen] = useState(false);
  const diff = open ? promptDiff(parentPrompt, prompt) : [];
  const added = diff.filter((word) => word.kind === 'added').length;
  const removed = diff.filter((word) => word.kind === 'removed').length;
  return (
    <Stack gap="2">
      <Button variant="ghost" size="sm" minH="11" alignSelf="flex-start" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide prompt changes' : 'Compare with the original prompt'}
      </Button>
      {open && (
        <Box bg="bg.muted" rounded="md" p="3" data-testid="prompt-diff">
          <Text fontSize="sm" color="fg.muted" mb="1">
            {added} {added === 1 ? 'word' : 'words'} added, {removed} removed
          </Text>
          <Text lineHeight="tall">
            {diff.map((word, i) => (
              <HStack as="span" display="inline" key={i}>
                {word.kind === 'added' ? (
                  <Added aria-label={`added ${word.word}`}>{word.word}</Added>
                ) : word.kind === 'removed' ? (
                  <Removed aria-label={`removed ${word.word}`}>{word.word}</Removed>
                ) : (
                  word.word
                )}{' '}
              </HStack>
            ))}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
