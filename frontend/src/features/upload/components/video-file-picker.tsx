import { MAX_UPLOAD_BYTES, detectAspectRatio as nameOfRatio, NOT_A_VIDEO } from '@genalpha/shared/domain';
import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/icon-button';
import { CloudUpload, Film, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { formatMegabytes } from '@/lib/format-size';
import { isCoarsePointer, prefersReducedMotion } from '@/lib/playback';

export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,video/*';

export type FileProblem = { title: string; description: string };

/** A video MIME type, at most 5 GB. */
export function checkVideoFile(file: File): FileProblem | null {
  if (!file.type.startsWith('video/')) return { title: 'Invalid file type', description: NOT_A_VIDEO };
  if (file.size > MAX_UPLOAD_BYTES) return { title: 'File too large', description: 'Please select a video file smaller than 5GB.' };
  return null;
}

interface Props {
  file: File | null;
  disabled: boolean;
  onPick(file: File): void;
  onClear(): void;
}

/** m:ss (h:mm:ss from an hour). */
export function formatClipDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

interface ClipInfo {
  duration: number;
  width: number;
  height: number;
}

/** The chosen clip, playing muted (still, with controls, under reduced motion), with its duration, size and ratio. */
function VideoPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  const [info, setInfo] = useState<ClipInfo | null>(null);
  const [reduced] = useState(prefersReducedMotion);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setInfo(null);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <Box bg="black">
      {url && (
        <chakra.video
          src={url}
          muted
          loop
          playsInline
          autoPlay={!reduced}
          controls={reduced}
          aria-label={`Preview of ${file.name}`}
          display="block"
          mx="auto"
          maxH={{ base: '50vh', md: '22rem' }}
          maxW="full"
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            if (video.videoWidth > 0) setInfo({ duration: video.duration, width: video.videoWidth, height: video.videoHeight });
          }}
        />
      )}
      <Text fontSize="sm" color="gray.200" px="4" py="2" bg="blackAlpha.800" aria-live="polite" data-testid="clip-info">
        {info
          ? `${Number.isFinite(info.duration) ? formatClipDuration(info.duration) : '–'} · ${info.width}×${info.height} · ${nameOfRatio(info.width, info.height)}`
          : 'Reading the clip…'}
      </Text>
    </Box>
  );
}

/** Drag a file onto the zone, or choose one; on a touch screen, one "Choose a video" button. */
export function VideoFilePicker({ file, disabled, onPick, onClear }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [coarse] = useState(isCoarsePointer);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };

  if (file) {
    return (
      <Stack gap="0" rounded="lg" borderWidth="1px" bg="bg.muted" overflow="hidden">
        <VideoPreview file={file} />
        <Flex align="center" gap="3" p="4">
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
          <IconButton aria-label="Remove file" variant="ghost" size="sm" minW="11" h="11" onClick={onClear} disabled={disabled}>
            <X />
          </IconButton>
        </Flex>
      </Stack>
    );
  }

  const chooser = (
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
  );

  // A touch screen has nothing to drag from: one large button.
  if (coarse) {
    return (
      <Stack align="center" gap="3" p="6" rounded="xl" borderWidth="2px" borderStyle="dashed" borderColor="border" textAlign="center">
        <Box color="brand.fg">
          <CloudUpload size={40} aria-hidden />
        </Box>
        <Button colorPalette="purple" size="lg" minH="12" w="full" onClick={() => input.current?.click()} disabled={disabled}>
          Choose a video
        </Button>
        <Text fontSize="sm" color="fg.muted">
          MP4, WebM or MOV, up to 5GB
        </Text>
        {chooser}
      </Stack>
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
      {chooser}
    </Stack>
  );
}
