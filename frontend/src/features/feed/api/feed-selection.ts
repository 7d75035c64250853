import { TOOL_OPTIONS, type ToolOption, FEED_TAB_KEY } from '@genalpha/shared/domain';

export const FEED_TABS = ['latest', 'foryou', 'following'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** Which list of videos a screen shows: a tab, narrowed to one tool and (Latest only) one tag. */
export interface FeedSelection {
  tab: FeedTab;
  tool?: ToolOption;
  tag?: string;
}

/** The tag of `/?tag=neon` (a leading # and spaces ignored, as the server does), or undefined for the whole feed. */
export function feedTagOf(search: URLSearchParams): string | undefined {
  return search.get('tag')?.trim().replace(/^#/, '').trim() || undefined;
}

const isTab = (value: string | null): value is FeedTab => FEED_TABS.includes(value as FeedTab);
const isTool = (value: string | null): value is ToolOption => TOOL_OPTIONS.includes(value as ToolOption);

/** `?feed=foryou&tool=openai-sora&tag=neon`, read leniently: anything unknown means Latest, every tool. */
export function selectionOf(search: URLSearchParams): FeedSelection {
  const feed = search.get('feed');
  const tool = search.get('tool');
  return { tab: isTab(feed) ? feed : 'latest', tool: isTool(tool) ? tool : undefined, tag: feedTagOf(search) };
}

/** The query string of a selection (empty for Latest, every tool), shared by the grid and the player. */
export function searchOf({ tab, tool, tag }: FeedSelection): string {
  const search = new URLSearchParams();
  if (tab !== 'latest') search.set('feed', tab);
  if (tool) search.set('tool', tool);
  if (tag) search.set('tag', tag);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What `/` shows: the URL's tab, or at a bare `/` (no tab, no tag) the tab last chosen. */
export function homeSelection(search: URLSearchParams): FeedSelection {
  const asked = selectionOf(search);
  const bare = !search.has('feed') && !asked.tag;
  return bare ? { ...asked, tab: rememberedTab() ?? 'latest' } : asked;
}

/** Following is for signed-in viewers: a visitor (known to be one) is shown Latest instead. */
export function forViewer(selection: FeedSelection, visitor: boolean): FeedSelection {
  return selection.tab === 'following' && visitor ? { ...selection, tab: 'latest' } : selection;
}

export function rememberedTab(): FeedTab | undefined {
  try {
    const value = localStorage.getItem(FEED_TAB_KEY);
    return isTab(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberTab(tab: FeedTab): void {
  try {
    localStorage.setItem(FEED_TAB_KEY, tab);
  } catch {
    // Not remembered; the URL still says which tab shows.
  }
}
