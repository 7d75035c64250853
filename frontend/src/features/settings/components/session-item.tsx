import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useEndAccountSession } from '../api/end-account-session';
import type { AccountSession } from '../api/get-account-sessions';
import { activityLabel, deviceLabel } from './session-labels';

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet };

/** One place the account is signed in; another device can be signed out from here. */
export function SessionItem({ session }: { session: AccountSession }) {
  const end = useEndAccountSession();
  const label = deviceLabel(session);
  const Icon = DEVICE_ICONS[session.deviceType ?? 'desktop'];
  const activity = activityLabel(session);
  // Awaited rather than passed to mutate(): the ended session's row (and this component) unmounts first.
  const signOut = () =>
    end
      .mutateAsync(session.id)
      .then(() => toastSuccess('Signed out', `${label} is no longer signed in.`))
      .catch((error: unknown) => toastError('Sign out failed', errorMessage(error, 'Something went wrong')));

  return (
    <Flex as="li" gap="3" align="center" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }}>
      <Flex boxSize="10" flexShrink={0} align="center" justify="center" rounded="full" bg="bg.muted" color="fg.muted" aria-hidden>
        <Icon size={18} />
      </Flex>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{label}</Text>
          {session.current && (
            <Badge colorPalette="green" variant="subtle">
              This device
            </Badge>
          )}
        </HStack>
        <Flex columnGap="3" rowGap="0" wrap="wrap" fontSize="sm" color="fg.muted">
          {session.network && <Text>Network {session.network}</Text>}
          {session.signedInAt && <Text>Signed in {format(new Date(session.signedInAt), 'MMM d, yyyy')}</Text>}
          {activity && <Text>{activity}</Text>}
        </Flex>
      </Stack>
      {!session.current && (
        <Box flexShrink={0}>
          <Button size="sm" variant="outline" onClick={signOut} loading={end.isPending} loadingText="Signing out..." aria-label={`Sign out ${label}`}>
            Sign out
          </Button>
        </Box>
      )}
    </Flex>
  );
}
