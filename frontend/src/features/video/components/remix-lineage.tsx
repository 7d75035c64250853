import { Badge, Box, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { Repeat2, ShieldCheck } from 'lucide-react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { REMIX_OF_UNAVAILABLE, VERIFIED_REMIX } from '@genalpha/shared/domain';
import type { VideoDetail } from '@/api/types';

type RemixOf = NonNullable<VideoDetail['remixOf']>;
type Ancestor = RemixOf['ancestors'][number];

const Link = chakra(RouterLink);
/** How many ancestors the chain names before "…". */
const CHAIN_SHOWN = 3;

const creatorOf = (ancestor: Ancestor) =>
  ancestor.creator ? (ancestor.creator.username ? `@${ancestor.creator.username}` : ancestor.creator.displayName) : '';

/** "Remix of …": the parent's poster, title and creator, whether the link is verified, and the chain up to the original. */
export function RemixLineage({ remixOf }: { remixOf: RemixOf }) {
  const [parent] = remixOf.ancestors;
  const chain = remixOf.ancestors.filter((ancestor) => ancestor.available);
  const longer = chain.length > CHAIN_SHOWN || remixOf.moreAncestors;
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderColor="border.muted" rounded="lg" as="section" aria-label="Remix lineage">
      <HStack justify="space-between" align="flex-start" gap="3">
        {parent?.available && parent.id ? (
          <Link to={`/video/${parent.id}`} display="flex" gap="3" alignItems="center" minW="0" rounded="md">
            {parent.thumbnailUrl ? (
              <Image src={parent.thumbnailUrl} alt="" w="16" h="10" objectFit="cover" rounded="sm" flexShrink={0} />
            ) : (
              <Box as={Repeat2} aria-hidden flexShrink={0} />
            )}
            <Box minW="0">
              <Text fontWeight="medium" lineClamp={1}>
                Remix of {parent.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {creatorOf(parent)}
              </Text>
            </Box>
          </Link>
        ) : (
          <Text color="fg.muted">{REMIX_OF_UNAVAILABLE}</Text>
        )}
        {remixOf.state === 'verified' ? (
          <Badge colorPalette="green" variant="surface" flexShrink={0}>
            <ShieldCheck size={14} aria-hidden />
            {VERIFIED_REMIX}
          </Badge>
        ) : (
          <Badge variant="outline" flexShrink={0} title="Named by its creator, not confirmed by Content Credentials">
            Claimed remix
          </Badge>
        )}
      </HStack>
      {chain.length > 1 && (
        <Text fontSize="sm" color="fg.muted" aria-label="Remix chain">
          {chain.slice(0, CHAIN_SHOWN).map((ancestor, i) => (
            <Fragment key={ancestor.id}>
              {i > 0 && ' ← '}
              <Link to={`/video/${ancestor.id}`} textDecoration="underline">
                {ancestor.title}
              </Link>
            </Fragment>
          ))}
          {longer && ' ← …'}
        </Text>
      )}
    </Stack>
  );
}
