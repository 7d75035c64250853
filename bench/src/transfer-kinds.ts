/** What a downloaded resource is for on the feed's first screen. */
export const TRANSFER_KINDS = ['page', 'api', 'images', 'previews', 'videos'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const TRANSFER_KIND_LABELS: Record<TransferKind, string> = {
  page: 'document+JS+CSS',
  api: 'API JSON',
  images: 'posters/images',
  previews: 'preview loops',
  videos: 'full videos',
};

/** By path: `/api/…` is the API, `…/preview.mp4` a card's loop, any other stored video a full one, a CDP `Image` a picture; the rest is the page itself (HTML, JS, CSS, fonts, icons). */
export function transferKindOf(url: string, resourceType: string): TransferKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.endsWith('/preview.mp4')) return 'previews';
  if (resourceType === 'Media' || /\.(mp4|webm|mov|m4v)$/i.test(pathname)) return 'videos';
  if (resourceType === 'Image') return 'images';
  return 'page';
}

export type Transfers = Record<TransferKind, number>;

export function sumByKind(transfers: Array<{ kind: TransferKind; bytes: number }>): Transfers {
  const sums = Object.fromEntries(TRANSFER_KINDS.map((kind) => [kind, 0])) as Transfers;
  for (const { kind, bytes } of transfers) sums[kind] += bytes;
  return sums;
}

export const totalOf = (transfers: Transfers): number => TRANSFER_KINDS.reduce((total, kind) => total + transfers[kind], 0);

/**
 * The same screen before issues 14 and 15: the page, API and other pictures as measured, each poster
 * the screen showed as its full JPEG (instead of the `posterBytes` its sized variants took), and each
 * card in view playing its full video (instead of preview loops).
 */
export function beforeScreen(measured: Transfers, posterBytes: number, fullPosterBytes: number[], fullVideoBytes: number[]): Transfers {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return { page: measured.page, api: measured.api, images: measured.images - posterBytes + sum(fullPosterBytes), previews: 0, videos: sum(fullVideoBytes) };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const formatTransfers = (transfers: Transfers): string =>
  TRANSFER_KINDS.filter((kind) => transfers[kind] > 0)
    .map((kind) => `${TRANSFER_KIND_LABELS[kind]} ${kb(transfers[kind])}`)
    .join(', ');
