/** Remix (issue 40): where the action leads and who sees it. */

/** The upload page prefilled from video `videoId` ("Remix of @creator · title"). */
export const remixPath = (videoId: string) => `/upload?remix=${encodeURIComponent(videoId)}`;

/** The Remix action shows on a video whose creator allows remixes, and always on one's own (not while it is processing). */
export function mayRemix(video: { allowRemixes?: boolean; status?: string; creator: { id: string } }, viewerId: string | null | undefined): boolean {
  if (video.status && video.status !== 'ready') return false;
  return video.allowRemixes !== false || (!!viewerId && viewerId === video.creator.id);
}
