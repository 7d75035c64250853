import { Button, Field, Flex, HStack, Input, Stack, Tag, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { toastError } from '@/components/ui/toast';
import { useSetMutedWords } from '../api/set-muted-words';
import { addMutedWord } from './muted-words';
import { MUTED_WORD_MAX, MUTED_WORDS_MAX } from '@genalpha/shared/domain';

/** The muted words and #tags: add one, remove any; each change is saved at once. */
export function MutedWordsEditor({ words }: { words: string[] }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetMutedWords();
  const store = (next: string[], onSaved?: () => void) =>
    save.mutate(next, { onSuccess: onSaved, onError: (error) => toastError('Muted words not saved', errorMessage(error, 'Please try again.')) });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addMutedWord(words, draft);
    if ('problem' in result) return setProblem(result.problem);
    setProblem(null);
    store(result.words, () => setDraft(''));
  };

  return (
    <Stack gap="3">
      <chakra.form onSubmit={add} noValidate>
        <Field.Root invalid={!!problem} disabled={save.isPending}>
          <Field.Label>Mute a word or #tag</Field.Label>
          <HStack gap="2" w="full" align="flex-start">
            <Input value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={MUTED_WORD_MAX} placeholder="spoilers, #horror" />
            <Button type="submit" variant="outline" loading={save.isPending} disabled={!draft.trim()}>
              Mute
            </Button>
          </HStack>
          {problem ? (
            <Field.ErrorText>{problem}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Whole words in any letter case; start with # to mute a tag. Up to {MUTED_WORDS_MAX}. Matching videos leave your feeds, matching comments are
              collapsed.
            </Field.HelperText>
          )}
        </Field.Root>
      </chakra.form>
      {words.length === 0 ? (
        <Text color="fg.muted">No muted words.</Text>
      ) : (
        <Flex as="ul" gap="2" wrap="wrap" m="0" p="0" listStyleType="none" aria-label="Muted words">
          {words.map((word) => (
            <Tag.Root as="li" key={word} size="lg" variant="surface">
              <Tag.Label>{word}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Unmute “${word}”`} onClick={() => store(words.filter((kept) => kept !== word))} disabled={save.isPending} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
