import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, also the section's anchor (/settings#security). */
  id: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One card of the settings page: an icon, a title and what it is about, then its content. */
export function SettingsSection({ id, title, description, icon: Icon, children }: Props) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '4', md: '6' }} scrollMarginTop="20">
      <Flex gap="3" align="flex-start" mb="5">
        <Flex boxSize="9" flexShrink={0} align="center" justify="center" rounded="lg" bg="purple.subtle" color="brand.fg" aria-hidden>
          <Icon size={18} />
        </Flex>
        <Stack gap="0.5" minW="0">
          <Heading id={`${id}-heading`} as="h2" size="lg">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
      </Flex>
      {children}
    </Box>
  );
}

/** A titled part inside a section (Password, Where you're signed in); `id` makes it an anchor (/settings#your-data). */
export function SettingsSubsection({ id, title, description, children }: { id?: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Stack id={id} gap="3" pt="5" borderTopWidth="1px" borderColor="border.muted" _first={{ pt: '0', borderTopWidth: '0' }} scrollMarginTop="20">
      <Box>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Box>
      {children}
    </Stack>
  );
}
