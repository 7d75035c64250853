export type ScreenModule = { default: React.ComponentType };

/** Every screen's code, its own chunk: loaded when first visited, or at startup for the screen the app opens on (first-screen.ts). */
export const screens = {
  home: () => import('./routes/home'),
  secret: () => import('./routes/secret'),
  auth: () => import('./routes/auth'),
  upload: () => import('./routes/upload'),
  creators: () => import('./routes/creators'),
  profile: () => import('./routes/profile'),
  video: () => import('./routes/video'),
  about: () => import('./routes/about'),
  admin: () => import('./routes/admin'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, () => Promise<ScreenModule>>;
