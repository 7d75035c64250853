import { useMemo } from 'react';
import { thumbHashToDataURL } from 'thumbhash';

/** The poster's ThumbHash (base64) as a small blurred picture (a data: URL) to paint before the poster arrives. */
export function usePlaceholder(hash: string | null | undefined): string | undefined {
  return useMemo(() => {
    if (!hash) return undefined;
    try {
      return thumbHashToDataURL(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)));
    } catch {
      return undefined;
    }
  }, [hash]);
}
