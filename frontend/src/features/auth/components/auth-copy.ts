/** The sign-in page's opening words: the page (auth-page.tsx) and its boot preview (app/boot-preview.ts) both draw them. */
export const AUTH_TITLE = 'GenAlpha';
export const AUTH_TAGLINE = 'Create, share, and discover AI-generated videos.';
export const LOGIN_TAB = 'Login';
export const SIGN_UP_TAB = 'Sign Up';
export const LOGIN_TITLE = 'Login';
export const LOGIN_DESCRIPTION = 'Welcome back! Enter your credentials to access your account.';
