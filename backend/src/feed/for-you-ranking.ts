/**
 * For You's per-viewer arrangement, applied at read time to the scores feed.rank wrote: pure, so
 * its rules are tested on their own (for-you-ranking.spec.ts).
 */

export const FEED_REASONS = ['popular', 'following', 'tools', 'exploration'] as const;
/** Why a video is in For You: popular now, you follow its creator, made with a tool you use or like, or exploration. */
export type FeedReason = (typeof FEED_REASONS)[number];

export const FOR_YOU_RULES = {
  /** A followed creator's video counts as this many times its score. */
  followBoost: 2,
  /** A video made with one of the viewer's tools (uploaded with, or liked). */
  toolBoost: 1.25,
  /** Per "Not interested" on a creator's videos, and on a tool's. */
  creatorDownWeight: 0.5,
  toolDownWeight: 0.8,
  /** At most `maxPerCreator` videos of one creator in any `window` videos in a row. */
  maxPerCreator: 2,
  window: 10,
  /**
   * One exploration video in every `explorationEvery` (the web client's page), at place `explorationSlot`
   * (0-based): the 4th, 16th, 28th… The page size asked is no part of the arrangement, so one
   * snapshot serves every page size.
   */
  explorationEvery: 12,
  explorationSlot: 3,
} as const;

export interface Candidate {
  id: string;
  creatorId: string;
  toolUsed: string;
  score: number;
}

/** What a signed-in viewer's For You is adjusted by. */
export interface ViewerSignals {
  followed: ReadonlySet<string>;
  tools: ReadonlySet<string>;
  notInterestedCreators: ReadonlyMap<string, number>;
  notInterestedTools: ReadonlyMap<string, number>;
}

export interface ArrangedVideo {
  id: string;
  reasons: FeedReason[];
}

export interface ForYouInput {
  /** The best scores (the viewer's own and "Not interested" videos already left out). */
  popular: Candidate[];
  /** The best scores of followed creators' videos, which may be beyond `popular`. */
  followed: Candidate[];
  /** New videos with few views, in the order to try them. */
  exploration: Candidate[];
  /** Null for a visitor: no personalisation. */
  signals: ViewerSignals | null;
  maxItems: number;
}

interface Weighted extends Candidate {
  weight: number;
  reasons: FeedReason[];
}

function weigh(candidate: Candidate, popular: boolean, signals: ViewerSignals | null): Weighted {
  const reasons: FeedReason[] = popular ? ['popular'] : [];
  let weight = candidate.score;
  if (signals) {
    if (signals.followed.has(candidate.creatorId)) {
      weight *= FOR_YOU_RULES.followBoost;
      reasons.push('following');
    }
    if (signals.tools.has(candidate.toolUsed)) {
      weight *= FOR_YOU_RULES.toolBoost;
      reasons.push('tools');
    }
    weight *= FOR_YOU_RULES.creatorDownWeight ** (signals.notInterestedCreators.get(candidate.creatorId) ?? 0);
    weight *= FOR_YOU_RULES.toolDownWeight ** (signals.notInterestedTools.get(candidate.toolUsed) ?? 0);
  }
  return { ...candidate, weight, reasons: reasons.length > 0 ? reasons : ['popular'] };
}

/**
 * The order For You shows: candidates by adjusted score (ties by id), one exploration video in
 * each `explorationEvery` at its slot, never more than `maxPerCreator` of one creator in any
 * `window` in a row (a video that would break it waits for its turn), each video once.
 */
export function arrangeForYou(input: ForYouInput): ArrangedVideo[] {
  const byId = new Map<string, Weighted>();
  for (const candidate of input.popular) byId.set(candidate.id, weigh(candidate, true, input.signals));
  for (const candidate of input.followed) if (!byId.has(candidate.id)) byId.set(candidate.id, weigh(candidate, false, input.signals));
  const ranked = [...byId.values()].sort((a, b) => b.weight - a.weight || (a.id < b.id ? 1 : -1));

  const arranged: ArrangedVideo[] = [];
  const creators: string[] = [];
  const placed = new Set<string>();
  const fits = (candidate: Candidate) =>
    !placed.has(candidate.id) &&
    creators.slice(-(FOR_YOU_RULES.window - 1)).filter((creator) => creator === candidate.creatorId).length < FOR_YOU_RULES.maxPerCreator;
  /** Every ranked video before this one is placed: the search starts here (a long list stays linear). */
  let firstOpen = 0;
  const nextRanked = () => {
    while (firstOpen < ranked.length && placed.has(ranked[firstOpen].id)) firstOpen++;
    for (let i = firstOpen; i < ranked.length; i++) if (fits(ranked[i])) return ranked[i];
    return undefined;
  };

  while (arranged.length < input.maxItems) {
    const exploring = arranged.length % FOR_YOU_RULES.explorationEvery === FOR_YOU_RULES.explorationSlot;
    const explored = exploring ? input.exploration.find(fits) : undefined;
    const next = explored ? { ...explored, reasons: ['exploration'] as FeedReason[] } : nextRanked();
    if (!next) break;
    arranged.push({ id: next.id, reasons: next.reasons });
    creators.push(next.creatorId);
    placed.add(next.id);
  }
  return arranged;
}
