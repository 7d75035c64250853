import type { ManifestStoreJson } from './manifest-summary';

/** How many of a manifest's ingredients lineage reads: a manifest may list thousands. */
export const MAX_INGREDIENTS_READ = 100;
/** Longer than any manifest label or XMP instance id; a longer string is no reference we could have stored. */
const MAX_REF_LENGTH = 256;

/** What a manifest's ingredients name: the manifests they carried (labels) and the files they were (XMP instance ids). */
export interface IngredientRefs {
  manifestLabels: string[];
  instanceIds: string[];
}

const ref = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= MAX_REF_LENGTH ? value : null);

/**
 * The references of the active manifest's first MAX_INGREDIENTS_READ ingredients, each at most once.
 * An ingredient made from a signed file names that file's manifest (`active_manifest`) and its
 * instance id (`instance_id`), which is how a remix's manifest points at the video it was made from.
 */
export function ingredientRefsOf(store: ManifestStoreJson | null): IngredientRefs {
  const label = ref(store?.active_manifest);
  const ingredients = (label && store?.manifests?.[label]?.ingredients) || [];
  const manifestLabels = new Set<string>();
  const instanceIds = new Set<string>();
  for (const ingredient of ingredients.slice(0, MAX_INGREDIENTS_READ)) {
    if (!ingredient || typeof ingredient !== 'object') continue;
    const { active_manifest: manifest, instance_id: instance } = ingredient as { active_manifest?: unknown; instance_id?: unknown };
    if (ref(manifest)) manifestLabels.add(manifest as string);
    if (ref(instance)) instanceIds.add(instance as string);
  }
  return { manifestLabels: [...manifestLabels], instanceIds: [...instanceIds] };
}
