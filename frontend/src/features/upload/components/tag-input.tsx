import { Box, Field, Input, Tag, Wrap } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { normaliseTagList } from '@genalpha/shared/domain';

interface Props {
  tags: string[];
  pending: string;
  disabled?: boolean;
  onTagsChange(tags: string[]): void;
  onPendingChange(text: string): void;
}

/** Enter or a comma turns the typed text into a chip; each chip can be removed. */
export function TagInput({ tags, pending, disabled, onTagsChange, onPendingChange }: Props) {
  const commit = (text: string) => {
    onTagsChange(normaliseTagList([...tags, ...text.split(',')]));
    onPendingChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (pending.trim()) commit(pending);
    } else if (event.key === 'Backspace' && !pending && tags.length > 0) {
      onTagsChange(tags.slice(0, -1));
    }
  };

  return (
    <Field.Root disabled={disabled}>
      <Field.Label>
        Tags{' '}
        <Box as="span" color="fg.muted" fontWeight="normal">
          (optional)
        </Box>
      </Field.Label>
      {tags.length > 0 && (
        <Wrap gap="2" mb="2" aria-label="Tags added">
          {tags.map((tag) => (
            <Tag.Root key={tag} colorPalette="purple" size="lg" variant="surface">
              <Tag.Label>#{tag}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Remove tag ${tag}`} disabled={disabled} onClick={() => onTagsChange(tags.filter((t) => t !== tag))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Input
        value={pending}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) commit(text);
          else onPendingChange(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => pending.trim() && commit(pending)}
        placeholder="Type a tag and press Enter"
      />
      <Field.HelperText>Press Enter or type a comma to add a tag</Field.HelperText>
    </Field.Root>
  );
}
