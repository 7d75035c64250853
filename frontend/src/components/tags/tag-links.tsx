import { Badge, Wrap, type BadgeProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { tagPath } from '@/lib/hashtags';
import { splitTags } from '@genalpha/shared/domain';

/** A video's tags, each a #badge linking to the feed filtered by it. */
export function TagLinks({ tags, size }: { tags: string | null | undefined; size?: BadgeProps['size'] }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <Wrap gap="1.5" as="ul" aria-label="Tags" listStyleType="none" m="0" p="0">
      {list.map((tag) => (
        <li key={tag}>
          <Badge
            asChild
            size={size}
            variant="subtle"
            colorPalette="purple"
            _hover={{ bg: 'colorPalette.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.solid' }}
          >
            <RouterLink to={tagPath(tag)}>#{tag}</RouterLink>
          </Badge>
        </li>
      ))}
    </Wrap>
  );
}
