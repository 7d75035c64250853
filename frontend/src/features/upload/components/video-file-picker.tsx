import { Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { CloudUpload, Film, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { formatMegabytes } from '@/lib/format-size';

export const MAX_VIDEO_BYTES = 5 * 1024 ** 3;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,video/*';

export type FileProblem = { title: string; description: string };

/** A video MIME type, at most 5 GB. */
export function checkVideoFile(file: File): FileProblem | null {
  if (!file.type.startsWith('video/')) return { title: 'Invalid file type', description: 'Please select a video file.' };
  if (file.size > MAX_VIDEO_BYTES) return { title: 'File too large', description: 'Please select a video file smaller than 5GB.' };
  return null;
}

interface Props {
  file: File | null;
  disabled: boolean;
  onPick(file: File): void;
  onClear(): void;
}

/** Drag a file onto the zone, or choose one. */
export function VideoFilePicker({ file, disabled, onPick, onClear }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };

  if (file) {
    return (
      <Flex align="center" gap="3" p="4" rounded="lg" borderWidth="1px" bg="bg.muted">
        <Box color="brand.fg">
          <Film aria-hidden />
        </Box>
        <Box flex="1" minW="0">
          <Text fontWeight="medium" truncate>
            {file.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatMegabytes(file.size)}
          </Text>
        </Box>
        <IconButton aria-label="Remove file" variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
          <X />
        </IconButton>
      </Flex>
    );
  }

  return (
    <Stack
      align="center"
      gap="3"
      p={{ base: '6', md: '10' }}
      rounded="xl"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'border'}
      bg={dragging ? 'purple.subtle' : 'transparent'}
      textAlign="center"
      transition="all 0.15s"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="video-drop-zone"
    >
      <Box color="brand.fg">
        <CloudUpload size={40} aria-hidden />
      </Box>
      <Text fontWeight="medium">Drag and drop your video here</Text>
      <Text fontSize="sm" color="fg.muted">
        MP4, WebM or MOV, up to 5GB
      </Text>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
        Choose a video
      </Button>
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        aria-label="Video file"
        hidden
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onPick(picked);
          event.target.value = '';
        }}
      />
    </Stack>
  );
}
