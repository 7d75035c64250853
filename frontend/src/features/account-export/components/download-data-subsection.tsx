import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { ErrorState } from '@/components/ui/error-state';
import { SettingsSubsection } from '@/components/ui/settings-section';
import { toastError } from '@/components/ui/toast';
import { formatMegabytes } from '@/lib/format-size';
import { useAccountExports, type AccountExport } from '../api/get-account-exports';
import { useRequestAccountExport } from '../api/request-account-export';

/** "1 December 2026, 14:05" for an ISO time, in the reader's language. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Settings › Data › Download your data: ask for a zip of the account, wait for it, download it within 24 hours. */
export function DownloadDataSubsection() {
  const exports = useAccountExports();
  const request = useRequestAccountExport();
  const latest = exports.data?.exports[0];
  const nextExportAt = exports.data?.nextExportAt ?? null;

  const ask = () => request.mutate(undefined, { onError: (failure) => toastError('Your data was not requested', errorMessage(failure, 'Please try again.')) });

  return (
    <SettingsSubsection
      id="your-data"
      title="Download your data"
      description="One zip with your profile, your videos and their original files, your comments, likes, follows and notifications, and where you are signed in."
    >
      {exports.isPending ? (
        <Flex gap="3" color="fg.muted" role="status" align="center">
          <Spinner size="sm" /> Loading your exports…
        </Flex>
      ) : exports.isError ? (
        <ErrorState title="Your exports could not be loaded" onRetry={() => exports.refetch()} />
      ) : (
        <Stack gap="3" align="start">
          {latest && <LatestExport latest={latest} />}
          {latest?.status !== 'building' &&
            (nextExportAt ? (
              <Text color="fg.muted" fontSize="sm">
                You can ask for a new copy after {when(nextExportAt)}.
              </Text>
            ) : (
              <Button variant="outline" minH="11" loading={request.isPending} onClick={ask}>
                Download your data
              </Button>
            ))}
        </Stack>
      )}
    </SettingsSubsection>
  );
}

function LatestExport({ latest }: { latest: AccountExport }) {
  switch (latest.status) {
    case 'building':
      return (
        <Flex gap="3" align="center" role="status" fontSize="sm">
          <Spinner size="sm" color="brand.fg" />
          <Text>Preparing your data. We will tell you here and by email when it is ready.</Text>
        </Flex>
      );
    case 'ready':
      return (
        <Stack gap="2" align="start">
          <Text fontSize="sm">Your data is ready.</Text>
          <Button asChild colorPalette="purple" minH="11">
            <a href={latest.downloadUrl ?? undefined} download>
              <Download size={16} aria-hidden /> Download zip ({formatMegabytes(latest.sizeBytes ?? 0)})
            </a>
          </Button>
          <Text color="fg.muted" fontSize="sm">
            The download works until {when(latest.expiresAt!)}.
          </Text>
        </Stack>
      );
    case 'failed':
      return (
        <Text color="fg.error" fontSize="sm" role="alert">
          Your last copy could not be made. Please ask again.
        </Text>
      );
    default:
      return null;
  }
}
