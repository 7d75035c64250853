import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { FeedVideo } from '../types';

type VideoPage = Record<string, unknown>;

function mapVideos(data: unknown, change: (videos: FeedVideo[]) => FeedVideo[]): unknown {
  const infinite = data as InfiniteData<VideoPage> | undefined;
  if (!infinite?.pages) return data;
  return {
    ...infinite,
    pages: infinite.pages.map((page) => {
      const next: VideoPage = { ...page };
      for (const [key, value] of Object.entries(page)) {
        if (Array.isArray(value)) next[key] = change(value as FeedVideo[]);
      }
      return next;
    }),
  };
}

type VideoPatch = Partial<FeedVideo> | ((video: FeedVideo) => Partial<FeedVideo>);

const applyPatch = <V extends FeedVideo>(video: V, patch: VideoPatch): V => ({ ...video, ...(typeof patch === 'function' ? patch(video) : patch) });

/** Applies a change to one video wherever a cached list shows it (feed, profile tabs). */
export function patchVideoInLists(queryClient: QueryClient, videoId: string, patch: VideoPatch): void {
  queryClient.setQueriesData({ queryKey: queryKeys.videoLists }, (data) =>
    mapVideos(data, (videos) => videos.map((video) => (video.id === videoId ? applyPatch(video, patch) : video))),
  );
}

/** Applies a change to one video in the lists and on its own page. */
export function patchVideoEverywhere(queryClient: QueryClient, videoId: string, patch: VideoPatch): void {
  patchVideoInLists(queryClient, videoId, patch);
  queryClient.setQueryData<FeedVideo>(queryKeys.video(videoId), (video) => (video ? applyPatch(video, patch) : video));
}

/** Drops a video from every cached list (deleted, or hidden by the server). */
export function removeVideoFromLists(queryClient: QueryClient, videoId: string): void {
  queryClient.setQueriesData({ queryKey: queryKeys.videoLists }, (data) => mapVideos(data, (videos) => videos.filter((video) => video.id !== videoId)));
}

/** Drops a video from the cached pages of one feed tab (every tool) only: "Not interested" in For You. */
export function removeVideoFromFeed(queryClient: QueryClient, tab: string, videoId: string): void {
  queryClient.setQueriesData({ queryKey: [...queryKeys.feed, tab] }, (data) => mapVideos(data, (videos) => videos.filter((video) => video.id !== videoId)));
}

/** After an upload, edit or delete every cached video list is fetched again. */
export function refreshVideoLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.videoLists });
}

/** Drops a creator's videos from the cached feeds (muted), or from every cached list (blocked). */
export function removeCreatorFromLists(queryClient: QueryClient, creatorId: string, lists: 'feeds' | 'all'): void {
  const queryKey = lists === 'feeds' ? queryKeys.feed : queryKeys.videoLists;
  queryClient.setQueriesData({ queryKey }, (data) => mapVideos(data, (videos) => videos.filter((video) => video.creator.id !== creatorId)));
}
