import { MAX_INGREDIENTS_READ, ingredientRefsOf } from './ingredient-refs';

const store = (ingredients: unknown[]) => ({ active_manifest: 'urn:c2pa:child', manifests: { 'urn:c2pa:child': { ingredients } } });

describe('ingredientRefsOf', () => {
  it("reads the manifest labels and instance ids the active manifest's ingredients name, each once", () => {
    const refs = ingredientRefsOf(
      store([
        { title: 'a.mp4', instance_id: 'xmp.iid:a', active_manifest: 'urn:c2pa:a', relationship: 'parentOf' },
        { title: 'b.mp4', instance_id: 'xmp.iid:b', relationship: 'componentOf' },
        { title: 'a again', instance_id: 'xmp.iid:a' },
      ]),
    );
    expect(refs).toEqual({ manifestLabels: ['urn:c2pa:a'], instanceIds: ['xmp.iid:a', 'xmp.iid:b'] });
  });

  it('answers nothing for no store, no active manifest, no ingredients or ingredients of the wrong shape', () => {
    const none = { manifestLabels: [], instanceIds: [] };
    expect(ingredientRefsOf(null)).toEqual(none);
    expect(ingredientRefsOf({ manifests: {} })).toEqual(none);
    expect(ingredientRefsOf({ active_manifest: 'urn:c2pa:gone', manifests: {} })).toEqual(none);
    expect(ingredientRefsOf(store([null, 'x', 7, { instance_id: 7 }, { active_manifest: '' }, { instance_id: 'x'.repeat(257) }]))).toEqual(none);
  });

  it(`reads only the first ${MAX_INGREDIENTS_READ} of a manifest listing 10,000 ingredients`, () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ instance_id: `xmp.iid:${i}` }));
    const refs = ingredientRefsOf(store(many));
    expect(refs.instanceIds).toHaveLength(MAX_INGREDIENTS_READ);
    expect(refs.instanceIds.at(-1)).toBe(`xmp.iid:${MAX_INGREDIENTS_READ - 1}`);
  });
});
