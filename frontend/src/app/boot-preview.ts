import type { FeedVideo, ImageSource, VideoDetail } from '@/api/types';
import { initialOf } from '@/components/ui/avatar-initial';
import { CARD_IMAGE_SIZES } from '@/components/video-card/card-columns';
import { ABOUT_TAGLINE, ABOUT_TITLE, ADVICE, ADVICE_TITLE, MISSION, MISSION_TITLE } from '@/features/about/components/about-copy';
import { AUTH_TAGLINE, AUTH_TITLE, LOGIN_DESCRIPTION, LOGIN_TAB, LOGIN_TITLE, SIGN_UP_TAB } from '@/features/auth/components/auth-copy';
import { masonryColumns } from '@/components/video-card/masonry-columns';
import type { ProfileUser } from '@/features/profile/api/get-profile-by-id';
import { joinedLabel, websiteLabel } from '@/features/profile/components/profile-labels';
import { PRIORITY_TILES, tileImageSizes } from '@/features/profile/components/tile-layout';
import { posterUrl } from '@/features/video/components/player-sources';
import { displayRatio } from '@/lib/aspect-ratio';
import { formatCount } from '@/lib/format-count';
import { srcSetOf } from '@/lib/image-sources';

/**
 * The first screen's pictures drawn into index.html's boot screen as soon as their data is in,
 * where the app will show them, while the app's code is still on its way: on a phone's network the
 * posters show a second or more before the app has rendered. The app's first render replaces the
 * boot screen, and the same files come from the browser's cache. The layout (index.html's
 * `boot-preview` styles) follows the feed's cards, the video page's player and the profile's header
 * and first tiles.
 */

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, children: Array<Node | string> = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** What ResponsiveImage renders: WebP where the browser takes it, else the JPEG sizes, else the original. */
function picture(sources: ImageSource[], src: string, sizes: string, priority: boolean): HTMLPictureElement {
  const img = Object.assign(element('img'), { src, alt: '', decoding: 'async' });
  const jpeg = srcSetOf(sources, 'image/jpeg');
  if (jpeg) Object.assign(img, { srcset: jpeg, sizes });
  img.setAttribute('fetchpriority', priority ? 'high' : 'auto');
  const webp = srcSetOf(sources, 'image/webp');
  const children: Node[] = webp ? [Object.assign(element('source'), { type: 'image/webp', srcset: webp, sizes })] : [];
  return element('picture', undefined, [...children, img]);
}

/** Puts the preview in place of the boot screen's skeleton, unless the app has rendered already; its pictures. */
function show(preview: HTMLElement): HTMLImageElement[] {
  const skeleton = document.querySelector('#root > .boot-grid');
  if (!skeleton) return [];
  preview.setAttribute('aria-hidden', 'true');
  skeleton.replaceWith(preview);
  return [...preview.querySelectorAll('img')];
}

/** How long the entry waits at most for a preview's pictures before it asks for the app's code. */
export const PREVIEW_WAIT_MS = 1000;

let painted: Promise<unknown> = Promise.resolve();

/** The preview a screen's data will draw (`pictures`, once the data is in): the app's code waits for it to paint (see previewPainted). */
export function expectPreview(pictures: Promise<HTMLImageElement[]>): void {
  painted = pictures
    .then((images) => Promise.all(images.map((image) => image.decode().catch(() => undefined))))
    // Decoded pictures paint in the next frame: after it, the app may replace them.
    .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    .catch(() => undefined);
}

/** Whether this page's scripts came from the browser's cache (a return visit): then the app is ready long before any picture. */
function scriptsFromCache(): boolean {
  const entry = document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src;
  const [timing] = (entry ? performance.getEntriesByName(entry) : []) as PerformanceResourceTiming[];
  return !!timing && timing.transferSize === 0 && timing.decodedBodySize > 0;
}

/**
 * Resolves once the preview's pictures have painted (at most PREVIEW_WAIT_MS after the entry ran):
 * the entry asks for the app's code only then (main.tsx), so that on a phone's network the pictures
 * do not share it with the scripts, and the app's first render cannot replace them before they have
 * painted. Without a preview, or with the code in the browser's cache (a return visit), at once.
 */
export function previewPainted(): Promise<unknown> {
  if (scriptsFromCache()) return Promise.resolve();
  return Promise.race([painted, new Promise((resolve) => setTimeout(resolve, PREVIEW_WAIT_MS))]);
}

/** The feed's first cards (`count` of them, in `columns` columns as the masonry lays them out): posters, and the text's room. */
export function previewFeed(videos: FeedVideo[], columns: number, count: number): HTMLImageElement[] {
  const shown = videos.slice(0, count);
  const stacks = masonryColumns(shown, columns, displayRatio).map((stack) =>
    element(
      'div',
      'boot-column',
      stack.map(({ item: video }) => {
        const media = element('div', 'boot-card-media', video.thumbnailUrl ? [picture(video.posterSources, video.thumbnailUrl, CARD_IMAGE_SIZES, true)] : []);
        media.style.aspectRatio = String(displayRatio(video));
        const text = element('div', video.credentialsState === 'none' ? 'boot-card-text' : 'boot-card-text with-badge');
        return element('div', 'boot-card-preview', [media, text]);
      }),
    ),
  );
  return show(element('div', 'boot-preview boot-feed', stacks));
}

/** The video page's player, showing the poster the player will show. */
export function previewPlayer(video: VideoDetail): HTMLImageElement[] {
  const poster = posterUrl(video);
  if (!poster) return [];
  const img = Object.assign(element('img'), { src: poster, alt: '', decoding: 'async' });
  img.setAttribute('fetchpriority', 'high');
  img.style.aspectRatio = String(displayRatio(video));
  return show(element('div', 'boot-preview boot-player', [element('div', 'boot-player-frame', [img])]));
}

/**
 * The profile's header as the app lays it out (its text as the app writes it, so it wraps alike;
 * the buttons' row only its room) and its first tiles: the tiles are never lower than the app's.
 */
export function previewProfile(user: ProfileUser, videos: FeedVideo[]): HTMLImageElement[] {
  const avatar = element('div', 'boot-avatar', [user.avatarUrl ? picture(user.avatarSources, user.avatarUrl, '112px', false) : initialOf(user)]);
  const stat = (value: number, label: string) =>
    element('div', 'boot-stat', [element('b', undefined, [formatCount(value)]), element('span', 'boot-muted', [label])]);
  const details = [user.location, user.website && websiteLabel(user.website), joinedLabel(user.joinedDate)].filter((detail): detail is string => !!detail);
  const text = element('div', 'boot-profile-text', [
    element('div', undefined, [
      element('div', 'boot-name', [
        element('span', undefined, [user.displayName]),
        ...(user.isAlpha ? [element('span', 'boot-badge', [`α #${user.userNumber}`])] : []),
      ]),
      ...(user.username ? [element('div', 'boot-muted', [`@${user.username}`])] : []),
    ]),
    element('div', 'boot-stats', [
      stat(user.videosCount, 'Videos'),
      stat(user.followersCount, 'Followers'),
      stat(user.followingCount, 'Following'),
      stat(user.totalViews, 'Total views'),
    ]),
    ...(user.bio ? [element('div', 'boot-bio', [user.bio])] : []),
    element(
      'div',
      'boot-details boot-muted',
      details.map((detail) => element('span', undefined, [detail])),
    ),
    element('div', 'boot-actions'),
  ]);
  const tiles = videos
    .slice(0, PRIORITY_TILES)
    .map((video) => element('div', 'boot-tile', video.thumbnailUrl ? [picture(video.posterSources, video.thumbnailUrl, tileImageSizes(video), true)] : []));
  return show(
    element('div', 'boot-preview boot-profile', [
      element('div', 'boot-profile-head', [avatar, text]),
      element('div', 'boot-tabs', [element('span', undefined, [`Videos (${user.videosCount})`])]),
      element('div', 'boot-tiles', tiles),
    ]),
  ).filter((image) => image.closest('.boot-tile'));
}

/** The about page's first sections, as the app lays them out: its words only, no pictures. */
export function previewAbout(): HTMLImageElement[] {
  const section = (title: string, children: HTMLElement[]) => element('section', 'boot-section', [element('h2', undefined, [title]), ...children]);
  return show(
    element('div', 'boot-preview boot-about', [
      element('div', 'boot-about-head', [element('h1', undefined, [ABOUT_TITLE]), element('p', 'boot-muted', [ABOUT_TAGLINE])]),
      section(MISSION_TITLE, [element('p', undefined, [MISSION])]),
      section(ADVICE_TITLE, [
        element(
          'ul',
          undefined,
          ADVICE.map((item) => element('li', undefined, [item])),
        ),
      ]),
    ]),
  );
}

/** The sign-in page's head, its tabs and the Login card's heading, as the app lays them out; the form's fields only their room. */
export function previewAuth(): HTMLImageElement[] {
  return show(
    element('div', 'boot-preview boot-auth', [
      element('div', 'boot-auth-column', [
        element('div', 'boot-auth-head', [element('h1', undefined, [AUTH_TITLE]), element('p', 'boot-muted', [AUTH_TAGLINE])]),
        element('div', undefined, [
          element('div', 'boot-auth-tabs', [element('span', undefined, [LOGIN_TAB]), element('span', undefined, [SIGN_UP_TAB])]),
          element('div', 'boot-auth-card', [
            element('h2', undefined, [LOGIN_TITLE]),
            element('p', 'boot-muted', [LOGIN_DESCRIPTION]),
            element('div', 'boot-auth-fields'),
          ]),
        ]),
      ]),
    ]),
  );
}
