/** Every cache key in one place, so mutations can refresh exactly the lists they change. */
export const queryKeys = {
  currentUser: ['current-user'] as const,
  /** Prefix of every cached video list: the feed, a user's videos, a user's liked videos. */
  videoLists: ['videos'] as const,
  feed: ['videos', 'feed'] as const,
  userVideos: (userId: string) => ['videos', 'user', userId] as const,
  likedVideos: (userId: string) => ['videos', 'liked', userId] as const,
  video: (videoId: string) => ['video', videoId] as const,
  comments: (videoId: string) => ['comments', videoId] as const,
  profiles: ['profile'] as const,
  profileById: (userId: string) => ['profile', 'id', userId] as const,
  profileByUsername: (username: string) => ['profile', 'username', username] as const,
  followers: (userId: string) => ['follows', 'followers', userId] as const,
  following: (userId: string) => ['follows', 'following', userId] as const,
  follows: ['follows'] as const,
  isFollowing: (userId: string, targetId: string) => ['follows', 'is-following', userId, targetId] as const,
  creators: (sort: string, search: string) => ['creators', sort, search] as const,
  /** One feed tab, narrowed to a tool and a tag (each null when not). */
  feedOf: (tab: string, tool?: string, tag?: string) => ['videos', 'feed', tab, tool ?? null, tag ?? null] as const,
  /** How many videos the viewer marked "Not interested" (their For You settings). */
  feedPreferences: ['feed-preferences'] as const,
  /** The signed-in user's live personal access tokens. */
  accessTokens: ['access-tokens'] as const,
  /** The signed-in user's passkeys. */
  passkeys: ['passkeys'] as const,
  /** Where the signed-in user is signed in: the live sessions of their account. */
  accountSessions: ['account-sessions'] as const,
  /** The signed-in user's "Download your data" exports. */
  accountExports: ['account-exports'] as const,
  /** The people the signed-in user blocked. */
  blocks: ['blocks'] as const,
  /** The people the signed-in user muted, and their muted words. */
  mutes: ['mutes'] as const,
  notifications: ['notifications'] as const,
  notificationList: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
