import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { VideoComment } from '../types';
import { patchVideoInLists } from '../videos/video-cache';

type CommentPages = InfiniteData<{ comments: VideoComment[]; nextCursor?: string | null }>;

export function updateCachedComments(queryClient: QueryClient, videoId: string, change: (comments: VideoComment[]) => VideoComment[]): void {
  queryClient.setQueryData<CommentPages>(queryKeys.comments(videoId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, comments: change(page.comments) })) } : data,
  );
}

/** Keeps the comment counts on cards and the video page in step with the list. */
export function adjustCommentsCount(queryClient: QueryClient, videoId: string, delta: number): void {
  const count = (video: { commentsCount?: number } | undefined) => Math.max(0, (video?.commentsCount ?? 0) + delta);
  queryClient.setQueryData(queryKeys.video(videoId), (video: { commentsCount?: number } | undefined) =>
    video ? { ...video, commentsCount: count(video) } : video,
  );
  const inLists = queryClient
    .getQueriesData<InfiniteData<Record<string, unknown>>>({ queryKey: queryKeys.videoLists })
    .flatMap(([, data]) => data?.pages ?? [])
    .flatMap((page) => Object.values(page).filter(Array.isArray).flat() as { id: string; commentsCount?: number }[])
    .find((video) => video.id === videoId);
  if (inLists) patchVideoInLists(queryClient, videoId, { commentsCount: count(inLists) });
}

/** Adds a new comment at the end (oldest first); when later pages are not loaded yet they will bring it. */
export function appendCachedComment(queryClient: QueryClient, videoId: string, comment: VideoComment): void {
  queryClient.setQueryData<CommentPages>(queryKeys.comments(videoId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = [...data.pages];
    const last = pages[pages.length - 1];
    if (last.nextCursor) return data;
    pages[pages.length - 1] = { ...last, comments: [...last.comments, comment] };
    return { ...data, pages };
  });
}
