declare global {
  interface Window {
    /** The app's chunks and the opening screen's, dependencies first, left by index.html for the entry (scripts/preload-screen.ts). */
    __appChunks?: string[];
  }
}

/** Requests the chunks index.html left for the entry (on a screen with a boot preview), all at once, rather than each after the one importing it has run. */
export function preloadAppChunks(): void {
  for (const href of window.__appChunks ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  delete window.__appChunks;
}
