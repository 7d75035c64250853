import { DataSource } from 'typeorm';
import { CredentialsState, ManifestStoreJson, ingredientRefsOf } from '@genalpha/shared';
import { remixesRepository } from '@genalpha/db';

/** Only a manifest intact and signed by a signer on our trust list vouches for its ingredients: anyone can write one naming any file. */
const VOUCHING_STATES: ReadonlySet<CredentialsState> = new Set(['valid', 'unconfirmed']);

export interface VerifiedLink {
  parentId: string;
  parentOwnerId: string;
  /** Whether the video claimed no parent before (its parent's creator is then told of the remix). */
  linked: boolean;
}

/**
 * "Verified remix": links a processing video to the video on GenAlpha its Content Credentials name as
 * an ingredient (remixesRepository.verifiedParent), in one transaction under the lineage lock, never
 * closing a cycle. A parent claimed in the form that the manifest names becomes verified; one it
 * does not name stays claimed. Null when nothing was linked.
 */
export async function linkVerifiedParent(dataSource: DataSource, videoId: string, state: CredentialsState, manifest: unknown): Promise<VerifiedLink | null> {
  if (!VOUCHING_STATES.has(state)) return null;
  const refs = ingredientRefsOf(manifest as ManifestStoreJson | null);
  if (refs.manifestLabels.length === 0 && refs.instanceIds.length === 0) return null;
  return dataSource.transaction(async (m) => {
    await remixesRepository.lockLineage(m);
    const parent = await remixesRepository.verifiedParent(m, videoId, refs);
    if (!parent || (await remixesRepository.wouldCycle(m, videoId, parent.id))) return null;
    const changed = await remixesRepository.linkVerified(m, videoId, parent.id);
    return changed ? { parentId: parent.id, parentOwnerId: parent.userId, linked: changed.linked } : null;
  });
}
