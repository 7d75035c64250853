import { ToolOption, isToolVendor, toolOfGenerator } from '../domain/tools';
import type { CredentialsAction, CredentialsState, VideoCredentials } from './video-credentials';

/** IPTC digital source types that mean "made by a generative model". */
const AI_SOURCE_TYPES = new Set(['trainedAlgorithmicMedia', 'compositeWithTrainedAlgorithmicMedia', 'algorithmicMedia']);
/** Failures that only say a certificate is not on our list: the manifest is intact but untrusted. */
const TRUST_ONLY_FAILURES = new Set(['signingCredential.untrusted', 'timeStamp.untrusted']);

interface StatusEntry {
  code?: unknown;
}
interface ManifestJson {
  claim_generator?: unknown;
  claim_generator_info?: Array<{ name?: unknown }>;
  signature_info?: { issuer?: unknown; time?: unknown };
  assertions?: Array<{ label?: unknown; data?: { actions?: unknown } }>;
  ingredients?: unknown[];
}
/** The parts of c2pa-rs's manifest store JSON (Reader::json) this summary reads. */
export interface ManifestStoreJson {
  active_manifest?: unknown;
  manifests?: Record<string, ManifestJson>;
  validation_state?: unknown;
  validation_results?: { activeManifest?: { failure?: StatusEntry[] } };
}

export interface CredentialsSummary {
  state: CredentialsState;
  credentials: VideoCredentials | null;
}

export const NO_CREDENTIALS: CredentialsSummary = { state: 'none', credentials: null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The validation state and the plain facts of a manifest store, as c2pa-rs reported them. */
export function summarizeManifestStore(store: ManifestStoreJson): CredentialsSummary {
  const label = text(store.active_manifest);
  const manifest = label ? store.manifests?.[label] : undefined;
  if (!manifest) return NO_CREDENTIALS;
  const failures = (store.validation_results?.activeManifest?.failure ?? []).map((entry) => String(entry.code));
  const generator = text(manifest.claim_generator_info?.[0]?.name) ?? text(manifest.claim_generator);
  const tool = generator ? toolOfGenerator(generator) : null;
  const signer = text(manifest.signature_info?.issuer);
  const actions = actionsOf(manifest);
  return {
    state: stateOf(store.validation_state, failures, tool, signer),
    credentials: {
      generator,
      tool,
      signer,
      signedAt: signingTime(manifest.signature_info?.time),
      actions,
      aiGenerated: actions.some((action) => action.digitalSourceType !== null && AI_SOURCE_TYPES.has(action.digitalSourceType)),
      ingredientsCount: manifest.ingredients?.length ?? 0,
      failures: failures.filter((code) => !TRUST_ONLY_FAILURES.has(code)),
    },
  };
}

/** The one place a video's credentials state is decided: what the `verified` feeds list and what shows a tool as verified. */
function stateOf(validationState: unknown, failures: string[], tool: ToolOption | null, signer: string | null): CredentialsState {
  // A trusted signer vouches for itself, not for another maker's tool it may name.
  if (validationState === 'Trusted') return tool === null || isToolVendor(tool, signer) ? 'valid' : 'unconfirmed';
  if (failures.every((code) => TRUST_ONLY_FAILURES.has(code))) return 'untrusted';
  return 'invalid';
}

function signingTime(value: unknown): string | null {
  const time = text(value);
  return time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : null;
}

function actionsOf(manifest: ManifestJson): CredentialsAction[] {
  const assertions = (manifest.assertions ?? []).filter((assertion) => String(assertion.label).startsWith('c2pa.actions'));
  return assertions.flatMap((assertion) => {
    const actions = Array.isArray(assertion.data?.actions) ? (assertion.data.actions as Array<Record<string, unknown>>) : [];
    return actions.map((action) => ({
      action: text(action.action) ?? 'unknown',
      digitalSourceType: text(action.digitalSourceType)?.split('/').pop() ?? null,
      softwareAgent: softwareAgentOf(action.softwareAgent),
    }));
  });
}

function softwareAgentOf(agent: unknown): string | null {
  if (typeof agent === 'string') return text(agent);
  return agent && typeof agent === 'object' ? text((agent as { name?: unknown }).name) : null;
}
