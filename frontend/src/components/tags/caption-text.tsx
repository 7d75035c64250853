import { Link, Text, type TextProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { captionParts, tagPath } from '@/lib/hashtags';

/** A caption with each #hashtag a link to the feed filtered by it. */
export function CaptionText({ caption, ...props }: { caption: string } & TextProps) {
  return (
    <Text whiteSpace="pre-wrap" {...props}>
      {captionParts(caption).map((part, index) =>
        'tag' in part ? (
          <Link key={index} asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={tagPath(part.tag)}>{part.text}</RouterLink>
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
