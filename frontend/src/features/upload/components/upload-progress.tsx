import { Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { formatTimeLeft } from '@/lib/format-duration';
import { formatMegabytes } from '@/lib/format-size';
import type { UploadProgress as Progressed } from '@/lib/upload-file';

export function UploadProgress({ progress, onCancel }: { progress: Progressed; onCancel(): void }) {
  return (
    <Stack gap="2" p="4" rounded="lg" bg="bg.muted">
      <Progress.Root value={progress.percent} colorPalette="purple" size="md">
        <Progress.Track rounded="full" aria-label="Upload progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Flex justify="space-between" fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
        <Text fontWeight="semibold" color="fg">
          {progress.percent}%
        </Text>
        <Text>
          {formatMegabytes(progress.loaded)} of {formatMegabytes(progress.total)}
        </Text>
        <Text>{progress.secondsLeft === null ? 'Estimating time left…' : formatTimeLeft(progress.secondsLeft)}</Text>
      </Flex>
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onCancel}>
        Cancel upload
      </Button>
    </Stack>
  );
}
