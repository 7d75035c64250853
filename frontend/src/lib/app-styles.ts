/** Marks index.html's stylesheet link, which the build turns into a preload. */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

/**
 * Applies the app's stylesheet, which index.html only preloads so that it does not hold the first
 * paint (scripts/chakra-global-css.ts): resolves once it is in effect. Without one (the dev server
 * injects the styles itself) at once.
 */
export function applyAppStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${APP_STYLES_ATTRIBUTE}]`);
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        // The app renders unstyled rather than not at all.
        console.error(`The app's stylesheet ${link.href} did not load`);
        resolve();
      },
      { once: true },
    );
    link.rel = 'stylesheet';
  });
}
