/** The console's cache keys: every action refreshes all of them (the lists overlap). */
export const adminKeys = {
  all: ['admin'] as const,
  reports: ['admin', 'reports'] as const,
  commentReports: ['admin', 'reports', 'comments'] as const,
  userReports: ['admin', 'reports', 'users'] as const,
  appeals: ['admin', 'appeals'] as const,
  videos: (state: string) => ['admin', 'videos', state] as const,
  mediaFailures: ['admin', 'media-failures'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  audit: ['admin', 'audit'] as const,
  health: ['admin', 'health'] as const,
};
