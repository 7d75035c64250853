import type { CurrentUser, FeedVideo, VideoComment, VideoDetail } from '@/api/types';

export const viewer: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ada',
  displayName: 'Ada Lovelace',
  avatarUrl: null,
  avatarSources: [],
  profileImageUrl: null,
  email: 'ada@example.com',
  role: 'user',
  emailVerified: true,
};

export function aVideo(overrides: Partial<FeedVideo> = {}): FeedVideo {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    title: 'Neon rain',
    caption: 'A city in the rain',
    prompt: 'neon city, rain',
    tags: 'cyberpunk, rain',
    toolUsed: 'openai-sora',
    verifiedTool: null,
    credentialsState: 'none',
    thumbnailUrl: '/objects/posters/a.jpg',
    posterSources: [],
    videoUrl: '/objects/videos/a.mp4',
    video720pUrl: null,
    hlsUrl: null,
    previewUrl: '/objects/previews/a.mp4',
    placeholder: null,
    aspectRatio: '16:9',
    width: 1280,
    height: 720,
    likesCount: 1234,
    viewsCount: 10,
    commentsCount: 0,
    commentsAllowed: 'everyone',
    remixCount: 0,
    allowRemixes: true,
    remixState: null,
    isLiked: false,
    status: 'ready',
    failureReason: null,
    isHidden: false,
    moderationState: 'none',
    moderationReason: null,
    createdAt: new Date().toISOString(),
    creator: { id: '00000000-0000-4000-8000-000000000002', username: 'bob', displayName: 'Bob', avatarUrl: null, avatarSources: [] },
    ...overrides,
  };
}

/** A video page's video: without Content Credentials unless given some. */
export function aVideoDetail(overrides: Partial<VideoDetail> = {}): VideoDetail {
  return {
    ...aVideo(),
    durationSeconds: 6,
    credentials: {
      state: 'none',
      generator: null,
      tool: null,
      signer: null,
      signedAt: null,
      aiGenerated: false,
      actions: [],
      ingredientsCount: 0,
      failures: [],
      originalUrl: null,
    },
    mayComment: true,
    remixOf: null,
    ...overrides,
  };
}

export function aComment(overrides: Partial<VideoComment> = {}): VideoComment {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    text: 'Wow!',
    userId: viewer.id,
    username: viewer.username,
    displayName: viewer.displayName,
    avatarUrl: null,
    avatarSources: [],
    likesCount: 0,
    isLiked: false,
    createdAt: new Date().toISOString(),
    hiddenReason: null,
    ...overrides,
  };
}

export function aProfile(overrides: Record<string, unknown> = {}) {
  return {
    id: viewer.id,
    username: 'ada',
    displayName: 'Ada Lovelace',
    avatarUrl: null,
    avatarSources: [],
    bio: 'First programmer.',
    location: 'London',
    website: 'https://example.com',
    joinedDate: '2026-03-01T00:00:00.000Z',
    videosCount: 0,
    followersCount: 2,
    followingCount: 1,
    totalViews: 1500,
    remixesCount: 0,
    isFollowing: false,
    isMuted: false,
    isOwnProfile: true,
    likesPublic: false,
    likedCount: 0,
    userNumber: 7,
    isAlpha: true,
    ...overrides,
  };
}
