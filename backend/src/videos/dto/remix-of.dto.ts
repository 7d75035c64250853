import { ApiProperty } from '@nestjs/swagger';
import { AncestorRow, MAX_REMIX_ANCESTORS, REMIX_STATES, RemixState, VideoRow } from '@genalpha/db';
import { ImageSourceDto, avatarSourcesOf, toImageSources } from '../../common/image-source.dto';
import { VideoCreatorDto } from './video-feed.dto';

/** One video up a remix's chain, or a marker where the chain can no longer be followed. */
export class RemixAncestorDto {
  @ApiProperty({
    example: true,
    description: 'false: deleted, hidden or not visible to you ("Remix of a video that is no longer available"); every other field is then null or empty',
  })
  available!: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c' })
  id!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Neon city at dawn' })
  title!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/objects/videos/0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c/poster.jpg',
    description: 'Its poster; null until made',
  })
  thumbnailUrl!: string | null;

  @ApiProperty({ type: [ImageSourceDto], description: "The parent's poster in several widths (empty for the ancestors above it, and until made)" })
  posterSources!: ImageSourceDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
    description: "The parent's poster placeholder (ThumbHash; null for the ancestors above it)",
  })
  placeholder!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Slow dolly shot down a neon-lit street at dawn',
    description: "The parent's prompt, for the prompt diff (null for the ancestors above it)",
  })
  prompt!: string | null;

  @ApiProperty({ type: VideoCreatorDto, nullable: true })
  creator!: VideoCreatorDto | null;
}

/** Where a remix comes from: its parent first, then up to the original. */
export class RemixOfDto {
  @ApiProperty({
    enum: REMIX_STATES,
    enumName: 'RemixState',
    example: 'verified',
    description: 'claimed: named in the upload form; verified: found among its Content Credentials\' ingredients ("Verified remix")',
  })
  state!: RemixState;

  @ApiProperty({
    type: [RemixAncestorDto],
    description: `Parent first, up to the original: at most ${MAX_REMIX_ANCESTORS}; ends with an unavailable marker where an ancestor was deleted or is hidden from you`,
  })
  ancestors!: RemixAncestorDto[];

  @ApiProperty({ example: false, description: `More than ${MAX_REMIX_ANCESTORS} ancestors: the chain goes on past the last one listed` })
  moreAncestors!: boolean;
}

const UNAVAILABLE: RemixAncestorDto = {
  available: false,
  id: null,
  title: null,
  thumbnailUrl: null,
  posterSources: [],
  placeholder: null,
  prompt: null,
  creator: null,
};

function toAncestorDto(row: AncestorRow): RemixAncestorDto {
  if (!row.visible) return UNAVAILABLE;
  return {
    available: true,
    id: row.id,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    posterSources: toImageSources(row.posterVariants),
    placeholder: row.placeholder,
    prompt: row.prompt,
    creator: {
      id: row.creatorId!,
      username: row.creatorUsername,
      displayName: row.creatorDisplayName!,
      avatarUrl: row.creatorAvatarUrl,
      avatarSources: avatarSourcesOf(row.creatorAvatarUrl),
    },
  };
}

/**
 * A remix's lineage from its ancestors as the viewer may see them (remixesRepository.ancestors,
 * read up to MAX_REMIX_ANCESTORS): null for an original.
 */
export function toRemixOfDto(video: Pick<VideoRow, 'remixState' | 'parentId'>, ancestors: AncestorRow[]): RemixOfDto | null {
  if (!video.remixState) return null;
  if (!video.parentId) return { state: video.remixState, ancestors: [UNAVAILABLE], moreAncestors: false };
  const chain = ancestors.map(toAncestorDto);
  const last = ancestors[ancestors.length - 1];
  let moreAncestors = false;
  if (last?.visible && last.remixState) {
    if (!last.hasParent) chain.push(UNAVAILABLE);
    else moreAncestors = true;
  }
  if (chain.length === 0) chain.push(UNAVAILABLE);
  return { state: video.remixState, ancestors: chain, moreAncestors };
}
