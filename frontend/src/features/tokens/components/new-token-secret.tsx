import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { toastError } from '@/components/ui/toast';
import type { CreatedAccessToken } from '../api/create-access-token';

/** The new token's secret, this one time: a read-only field, focused and selected, with a Copy button. */
export function NewTokenSecret({ created, onDone }: { created: CreatedAccessToken; onDone(): void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => setCopied(true),
      () => {
        field.current?.select();
        toastError('Copy failed', 'Select the token and copy it yourself.');
      },
    );

  return (
    <Stack
      gap="4"
      role="region"
      aria-labelledby="new-token-heading"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="lg"
      p={{ base: '4', md: '5' }}
    >
      <Heading id="new-token-heading" as="h3" size="md" wordBreak="break-word">
        Token “{created.token.name}” created
      </Heading>
      <Flex gap="2" align="flex-start" color="fg.warning">
        <Box as="span" flexShrink={0} mt="0.5">
          <TriangleAlert size={16} aria-hidden />
        </Box>
        <Text fontSize="sm" fontWeight="medium">
          Copy it now: it will not be shown again. Anyone with it can act as you within its scopes.
        </Text>
      </Flex>
      <Field.Root>
        <Field.Label>Your new token</Field.Label>
        <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Input
            ref={field}
            readOnly
            value={created.secret}
            fontFamily="mono"
            fontSize="sm"
            bg="bg"
            autoFocus
            onFocus={(event) => event.target.select()}
            spellCheck={false}
          />
          <Button onClick={copy} colorPalette="purple" flexShrink={0}>
            {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy'}
          </Button>
        </Flex>
      </Field.Root>
      <Box>
        <Button variant="outline" size="sm" onClick={onDone} bg="bg">
          Done
        </Button>
      </Box>
    </Stack>
  );
}
