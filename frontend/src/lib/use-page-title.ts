import { useEffect } from 'react';

/** Sets the document title while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · GenAlpha`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
