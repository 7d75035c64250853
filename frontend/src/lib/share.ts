export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The native share sheet when there is one, otherwise the link copied to the clipboard. */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (error) {
    console.warn('Could not copy the link', error);
    return 'failed';
  }
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
