import { ChainRow, ancestorsSeenBy } from './remixes.repository';

const row = (depth: number, creatorId: string, isPublic = true): ChainRow => ({
  depth,
  public: isPublic,
  id: `video-${depth}`,
  title: `gen ${depth}`,
  thumbnailUrl: null,
  posterVariants: null,
  placeholder: null,
  prompt: depth === 1 ? 'a prompt' : null,
  remixState: 'claimed',
  hasParent: true,
  creatorId,
  creatorUsername: creatorId,
  creatorDisplayName: creatorId,
  creatorAvatarUrl: null,
});

const seen = (rows: ReturnType<typeof ancestorsSeenBy>) => rows.map((ancestor) => [ancestor.depth, ancestor.visible, ancestor.title, ancestor.creatorId]);

describe('ancestorsSeenBy', () => {
  const chain = [row(1, 'ann'), row(2, 'bob', false), row(3, 'cat')];

  it('stops at the first ancestor the viewer may not see, telling nothing of it or above it', () => {
    expect(seen(ancestorsSeenBy(chain, null, new Set()))).toEqual([
      [1, true, 'gen 1', 'ann'],
      [2, false, null, null],
    ]);
  });

  it("shows its creator a video that is not public, and nobody a blocked creator's", () => {
    expect(seen(ancestorsSeenBy(chain, 'bob', new Set()))).toEqual([
      [1, true, 'gen 1', 'ann'],
      [2, true, 'gen 2', 'bob'],
      [3, true, 'gen 3', 'cat'],
    ]);
    expect(seen(ancestorsSeenBy(chain, 'bob', new Set(['ann'])))).toEqual([[1, false, null, null]]);
  });

  it('leaves the chain it was given as it was', () => {
    ancestorsSeenBy(chain, null, new Set());
    expect(chain[0]).toHaveProperty('public', true);
    expect(chain[0]).not.toHaveProperty('visible');
  });
});
