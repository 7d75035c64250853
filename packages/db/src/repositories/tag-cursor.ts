import { BadRequestException } from '@nestjs/common';

/** A tag's place in the tag list: its count of videos (most first), then its name (keyset.ts's cursors name a uuid; a tag is its own key). */
export interface TagPosition {
  videos: number;
  tag: string;
}

/** The longest tag a cursor may name (tags are far shorter; a cursor is not a place to smuggle text). */
const MAX_TAG_LENGTH = 200;

/** base64url JSON `[videos, tag]`, opaque to clients as every cursor is. */
export function encodeTagCursor({ videos, tag }: TagPosition): string {
  return Buffer.from(JSON.stringify([videos, tag])).toString('base64url');
}

/** The position in `cursor` (none for the first page); anything else answers 400 'Invalid cursor'. */
export function decodeTagCursor(cursor: string | undefined): TagPosition | undefined {
  if (cursor === undefined) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [videos, tag] = decoded as [unknown, unknown];
      if (
        Number.isSafeInteger(videos) &&
        (videos as number) >= 0 &&
        typeof tag === 'string' &&
        tag.length > 0 &&
        tag.length <= MAX_TAG_LENGTH &&
        !tag.includes('\u0000')
      )
        return { videos: videos as number, tag };
    }
  } catch {
    // fall through
  }
  throw new BadRequestException('Invalid cursor');
}
