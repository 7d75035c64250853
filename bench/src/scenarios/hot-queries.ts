import {
  AfterCursor,
  commentPageSql,
  CREATOR_SORTS,
  creatorSql,
  followPageSql,
  Keyset,
  keysetQuery,
  notificationPageSql,
  notificationStatements,
  OLDEST_FIRST,
  profilePageSql,
  profileStatements,
  SEARCH_CREATORS_ORDER,
  SEARCH_SETTINGS,
  searchCreatorsPageSql,
  searchRankedSql,
  searchStatements,
  searchTagsPageSql,
  sessionStatements,
  VIDEO_SEARCH_SETTINGS,
  videoPages,
  videoStatements,
} from '@genalpha/db';
import { SeedFacts } from '../bench-context';

export interface HotQuery {
  name: string;
  text: string;
  values: unknown[];
  /** Settings its service runs it with (set for the EXPLAIN, reset after). */
  settings?: Readonly<Record<string, string>>;
}

const PAGE = 24;
/** The search ranking (SearchService): $1 the tsquery text the box's words make. */
const searchedFor = (tsquery: string, candidates?: number) => ({
  text: searchRankedSql({ tsquery: '$1' }, candidates),
  values: [tsquery],
  settings: VIDEO_SEARCH_SETTINGS,
});
/** A signed-in viewer's feed: public videos and their own still processing (VideoReadService.feed). */
const signedInFeed = (after: AfterCursor, limit: string) => videoPages.feed(after, limit, true);

/** Every query a busy page runs, with parameters that give it real work on the seeded data. */
export function hotQueries(facts: SeedFacts, deepKeyset: Keyset): HotQuery[] {
  const viewer = facts.liker.id;
  const video = facts.popularVideoIds[0];
  const imported = (name: string, query: Omit<HotQuery, 'name'>): HotQuery => ({ name, ...query });
  return [
    imported('feed, first page (visitor)', keysetQuery(videoPages.feed, [null], undefined, PAGE)),
    imported('feed, first page (signed in)', keysetQuery(signedInFeed, [viewer], undefined, PAGE)),
    imported('feed, deep page (signed in)', keysetQuery(signedInFeed, [viewer], deepKeyset, PAGE)),
    imported(
      "a user's videos (top creator)",
      keysetQuery((after) => videoPages.byCreator(after, false), [viewer, facts.topCreator.id], undefined, PAGE),
    ),
    imported('liked videos (top liker)', keysetQuery(videoPages.likedBy, [viewer, viewer], undefined, PAGE)),
    imported('video detail', { text: videoStatements.visible, values: [viewer, video] }),
    imported('comments of the most commented video', keysetQuery(commentPageSql, [viewer, video], undefined, PAGE, OLDEST_FIRST)),
    imported("a creator's profile", { text: profileStatements.byId, values: [viewer, facts.topCreator.id] }),
    imported('creators with a profile, first page', keysetQuery(profilePageSql, [viewer], undefined, PAGE)),
    imported("the top creator's followers", keysetQuery(followPageSql('followers'), [viewer, facts.topCreator.id], undefined, PAGE)),
    imported('whom the top liker follows', keysetQuery(followPageSql('following'), [viewer, viewer], undefined, PAGE)),
    imported('notifications list', keysetQuery(notificationPageSql, [facts.notified.id], undefined, PAGE)),
    imported('notifications unread count', { text: notificationStatements.unreadCount, values: [facts.notified.id] }),
    ...CREATOR_SORTS.map((sort) => imported(`creators by ${sort}`, { text: creatorSql.page(sort, false), values: [viewer, 100] })),
    imported('creators searched by q', { text: creatorSql.page('totalViews', true), values: [viewer, '%nova 1%', 100] }),
    // CreatorsService.count: only when a page is full
    imported('creators count (full leaderboard page)', { text: creatorSql.total(false), values: [viewer] }),
    imported('creators count (full search page)', { text: creatorSql.total(true), values: [viewer, '%nova 1%'] }),
    // PgSessionStore.get: every signed-in request
    imported('session lookup', { text: sessionStatements.get, values: ['bench-no-such-session'] }),
    // A seeded tag (bench/src/seed-sql.ts TAGS) and one no video carries: the common and the rare case of GET /api/videos?tag=
    imported('feed filtered by a common tag', keysetQuery(videoPages.tagged, [viewer, 'cyberpunk'], undefined, PAGE)),
    imported('feed filtered by a rare tag', keysetQuery(videoPages.tagged, [viewer, 'no-video-has-this-tag'], undefined, PAGE)),
    // GET /api/search and /api/search/suggest (issue 36): words every eighth video holds, a title's number, a misspelling corrected.
    imported('search videos, common words', searchedFor("'neon' & 'city' & 'dusk'")),
    imported('suggested titles, a common prefix', searchedFor("'neo':*", 60)),
    imported('search videos, a rare word', searchedFor("'whales' & '4242'")),
    imported('search videos, a misspelling and its corrections', searchedFor("('robts' | 'robots') & ('learnng' | 'learning')")),
    imported('search results, a page of rows by id', {
      text: searchStatements.rows,
      values: [viewer, facts.popularVideoIds.slice(0, PAGE)],
      settings: VIDEO_SEARCH_SETTINGS,
    }),
    imported('search: corrections of misspelt words', {
      text: searchStatements.corrections,
      values: [['robts', 'learnng'], true],
      settings: VIDEO_SEARCH_SETTINGS,
    }),
    imported('search creators', {
      ...keysetQuery(searchCreatorsPageSql, ['creatr57', 'creatr57', viewer], undefined, PAGE, SEARCH_CREATORS_ORDER),
      settings: SEARCH_SETTINGS,
    }),
    imported('search tags by prefix', { text: searchTagsPageSql(false), values: ['cy%', 3], settings: SEARCH_SETTINGS }),
  ];
}
