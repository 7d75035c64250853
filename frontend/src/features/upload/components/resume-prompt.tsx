import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { timeAgo } from '@/lib/relative-time';
import { findUnfinishedUpload, forgetUnfinishedUpload, type UnfinishedUpload } from '@/lib/upload-file';

/**
 * "Continue your unfinished upload?" when the picked file is one this browser started uploading in
 * the last 24 hours (a reload, a closed lid): continuing is the default, starting over forgets it.
 */
export function ResumePrompt({ file, disabled, onChange }: { file: File | null; disabled: boolean; onChange: (unfinished: UnfinishedUpload | null) => void }) {
  const [found, setFound] = useState<{ file: File; unfinished: UnfinishedUpload; chosen: boolean } | null>(null);

  useEffect(() => {
    onChange(null);
    if (!file) return;
    let current = true;
    findUnfinishedUpload(file)
      .then((unfinished) => {
        if (!current || !unfinished) return;
        setFound({ file, unfinished, chosen: false });
        onChange(unfinished);
      })
      .catch(() => undefined); // only an offer: a fresh upload works anyway
    return () => {
      current = false;
    };
  }, [file, onChange]);

  if (!found || found.file !== file) return null;
  const startOver = () => {
    void forgetUnfinishedUpload(found.unfinished);
    setFound(null);
    onChange(null);
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="Unfinished upload">
      <Text fontWeight="medium">{found.chosen ? 'Your upload will continue where it stopped.' : 'Continue your unfinished upload?'}</Text>
      <Text fontSize="sm" color="fg.muted">
        You started uploading this file {timeAgo(found.unfinished.startedAt)}.
      </Text>
      {!found.chosen && (
        <HStack mt="2" gap="2">
          <Button size="sm" colorPalette="purple" disabled={disabled} onClick={() => setFound({ ...found, chosen: true })}>
            Continue upload
          </Button>
          <Button size="sm" variant="outline" disabled={disabled} onClick={startOver}>
            Start over
          </Button>
        </HStack>
      )}
    </Box>
  );
}
