import { Candidate, FOR_YOU_RULES, ViewerSignals, arrangeForYou } from './for-you-ranking';

const video = (id: string, creatorId: string, score: number, toolUsed = 'other'): Candidate => ({ id, creatorId, toolUsed, score });
const arrange = (popular: Candidate[], options: Partial<Parameters<typeof arrangeForYou>[0]> = {}) =>
  arrangeForYou({ popular, followed: [], exploration: [], signals: null, maxItems: 100, ...options });

describe('arrangeForYou', () => {
  it('orders by score, ties by id, each video once, all popular for a visitor', () => {
    const out = arrange([video('a', 'c1', 1), video('b', 'c2', 3), video('c', 'c3', 2), video('d', 'c4', 2)]);
    expect(out).toEqual([
      { id: 'b', reasons: ['popular'] },
      { id: 'd', reasons: ['popular'] },
      { id: 'c', reasons: ['popular'] },
      { id: 'a', reasons: ['popular'] },
    ]);
  });

  it('never shows more than 2 videos of one creator in any 10 in a row', () => {
    const popular = Array.from({ length: 60 }, (_, i) => video(`v${String(i).padStart(2, '0')}`, i < 30 ? 'prolific' : `c${i}`, 100 - i));
    const out = arrange(popular);
    const creatorOf = new Map(popular.map((v) => [v.id, v.creatorId]));
    for (let i = 0; i + FOR_YOU_RULES.window <= out.length; i++) {
      const window = out.slice(i, i + FOR_YOU_RULES.window).map((v) => creatorOf.get(v.id));
      expect(window.filter((c) => c === 'prolific').length).toBeLessThanOrEqual(2);
    }
    expect(out[0].id).toBe('v00');
    expect(out[1].id).toBe('v01');
    expect(out[2].id).toBe('v30');
  });

  it('boosts followed creators and tools the viewer uses, down-weights not-interested creators and tools, with the reasons', () => {
    const signals: ViewerSignals = {
      followed: new Set(['followed']),
      tools: new Set(['openai-sora']),
      notInterestedCreators: new Map([['boring', 1]]),
      notInterestedTools: new Map([['pika-labs', 3]]),
    };
    const out = arrange([video('top', 'boring', 10), video('mid', 'x', 7), video('pika', 'y', 8, 'pika-labs'), video('sora', 'z', 5, 'openai-sora')], {
      signals,
      followed: [video('fol', 'followed', 4)],
    });
    expect(out).toEqual([
      { id: 'fol', reasons: ['following'] },
      { id: 'mid', reasons: ['popular'] },
      { id: 'sora', reasons: ['popular', 'tools'] },
      { id: 'top', reasons: ['popular'] },
      { id: 'pika', reasons: ['popular'] },
    ]);
  });

  it('puts one exploration video in every 12, at its slot', () => {
    const popular = Array.from({ length: 30 }, (_, i) => video(`p${String(i).padStart(2, '0')}`, `c${i}`, 100 - i));
    const exploration = [video('new1', 'n1', 0), video('new2', 'n2', 0)];
    const out = arrange(popular, { exploration });
    expect(out[3]).toEqual({ id: 'new1', reasons: ['exploration'] });
    expect(out[15]).toEqual({ id: 'new2', reasons: ['exploration'] });
    expect(out.filter((v) => v.reasons.includes('exploration'))).toHaveLength(2);
    expect(new Set(out.map((v) => v.id)).size).toBe(out.length);
  });
});
