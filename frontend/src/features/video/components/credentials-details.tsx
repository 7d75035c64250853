import { Button, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import type { VideoDetail } from '@/api/types';
import { CREDENTIALS_LOOK } from '@/components/credentials/credentials-badge';

type Credentials = VideoDetail['credentials'];

/**
 * "Made with OpenAI Sora · signed by OpenAI · 2 Nov 2026 · AI-generated": the manifest's facts in plain
 * words ("… · signed by Acme · tool not confirmed · …" when the signer is not that tool's maker).
 */
export function credentialsSummary(credentials: Credentials): string {
  return [
    credentials.generator && `Made with ${credentials.generator}`,
    credentials.signer && `signed by ${credentials.signer}`,
    credentials.state === 'unconfirmed' && 'tool not confirmed',
    credentials.signedAt && format(new Date(credentials.signedAt), 'd MMM yyyy'),
    credentials.aiGenerated && 'AI-generated',
  ]
    .filter(Boolean)
    .join(' · ');
}

const MEANING = {
  valid: 'Signed by a signer on our trust list, and the file is unchanged since it was signed.',
  unconfirmed:
    'Signed by a signer on our trust list, and the file is unchanged since it was signed, but the signer is not the maker of the tool named, so the tool is not confirmed.',
  untrusted: "The file is unchanged since it was signed, but the signer is not on our trust list, so we can't vouch for who it is.",
  invalid: 'The file was changed after it was signed: these credentials no longer describe it.',
} as const;

/** The video page's Content Credentials badge: opens the details, and the original file that carries them. */
export function CredentialsDetails({ credentials }: { credentials: Credentials }) {
  if (credentials.state === 'none') return null;
  const { label, palette, Icon } = CREDENTIALS_LOOK[credentials.state];
  const summary = credentialsSummary(credentials);
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="xs" variant="surface" colorPalette={palette} rounded="full" data-credentials={credentials.state}>
          <Icon aria-hidden />
          Content Credentials: {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="22rem" maxW="calc(100vw - 1rem)">
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Popover.Title fontWeight="semibold">Content Credentials: {label}</Popover.Title>
                {summary && <Text>{summary}</Text>}
                <Text color="fg.muted">{MEANING[credentials.state]}</Text>
                {credentials.failures.length > 0 && <Text color="fg.muted">Failed checks: {credentials.failures.join(', ')}</Text>}
                {credentials.originalUrl && (
                  <Link href={credentials.originalUrl} download colorPalette="purple" fontWeight="medium">
                    <Download size={14} aria-hidden />
                    Download the original file (with its Content Credentials)
                  </Link>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
