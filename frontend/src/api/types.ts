import type { ApiResponse } from './client';

/** Read shapes used across features, all derived from the generated schema. */
export type CurrentUser = ApiResponse<'/api/user', 'get'>;
export type FeedVideo = ApiResponse<'/api/videos', 'get'>['videos'][number];
export type VideoDetail = ApiResponse<'/api/videos/{id}', 'get'>;
export type VideoComment = ApiResponse<'/api/videos/{id}/comments', 'get'>['comments'][number];
export type LikeState = ApiResponse<'/api/videos/{id}/like', 'post'>;

/** One size of a picture (a poster, an avatar), as a srcset candidate. */
export type ImageSource = FeedVideo['posterSources'][number];

/** A video of For You, with the reasons it ranked there. */
export type ForYouVideo = ApiResponse<'/api/feed/for-you', 'get'>['videos'][number];
export type FeedReason = ForYouVideo['reasons'][number];
