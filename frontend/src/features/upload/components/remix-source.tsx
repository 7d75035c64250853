import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { Repeat2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VideoDetail } from '@/api/types';
import { useVideo } from '@/api/videos/get-video';

/** "Remix of @creator · title". */
export function remixSourceLabel(video: Pick<VideoDetail, 'title' | 'creator'>): string {
  const who = video.creator.username ? `@${video.creator.username}` : video.creator.displayName;
  return `Remix of ${who} · ${video.title}`;
}

/**
 * The video named by ?remix= on the upload page (null without one, or until it loads); `prefill`
 * runs once when it arrives, to carry its prompt and tool into the form. The source is returned
 * from the render that shows the prefilled form, never the one before it.
 */
export function useRemixSource(prefill: (video: VideoDetail) => void): VideoDetail | null {
  const [params] = useSearchParams();
  const remixId = params.get('remix') ?? '';
  const video = useVideo(remixId, { enabled: !!remixId });
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const source = remixId && video.data?.id === remixId ? video.data : null;
  useEffect(() => {
    if (!source || appliedId === source.id) return;
    prefill(source);
    setAppliedId(source.id);
  }, [source, appliedId, prefill]);
  return source && appliedId === source.id ? source : null;
}

/** The source named at the top of the form. */
export function RemixSourceBanner({ video }: { video: VideoDetail }) {
  return (
    <HStack gap="3" p="3" borderWidth="1px" borderColor="purple.muted" bg="purple.subtle" rounded="md" role="note">
      {video.thumbnailUrl ? (
        <Image src={video.thumbnailUrl} alt="" w="12" h="12" objectFit="cover" rounded="sm" flexShrink={0} />
      ) : (
        <Box as={Repeat2} aria-hidden flexShrink={0} />
      )}
      <Text fontWeight="medium" lineClamp={2}>
        {remixSourceLabel(video)}
      </Text>
    </HStack>
  );
}
