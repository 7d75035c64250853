/**
 * The addresses of the screens a visit usually starts on, by the name of the file under app/routes
 * that renders each. The router takes their paths from here, and the build writes into index.html a
 * script that requests the matching screen's chunks together with the entry, instead of after it
 * has run (scripts/preload-screen.ts).
 */
export const SCREEN_PATHS = {
  home: '/',
  video: '/video/:id',
  profile: '/profile/:username',
  watch: '/watch/:id',
  about: '/about',
  auth: '/auth',
} as const;

/** A path of the table for a route nested under the root (React Router's child paths are relative). */
export const childPath = (screen: keyof typeof SCREEN_PATHS): string => SCREEN_PATHS[screen].slice(1);

/**
 * The screens whose first pictures (or, on the about and sign-in pages, words) the entry draws into
 * the boot screen (app/boot-preview.ts): their chunks are requested once those have painted, the
 * other screens' with index.html.
 */
export const PREVIEWED_SCREENS: ReadonlyArray<keyof typeof SCREEN_PATHS> = ['home', 'video', 'profile', 'about', 'auth'];
