import type { ToolOption } from '../domain/tools';

/**
 * What a video's Content Credentials (its C2PA manifest) say, as read from the upload:
 * valid (signed by an anchor on our trust list, the media unchanged since, and any tool it names
 * signed for by that tool's maker), unconfirmed (the same, but the signer is not the maker of the
 * tool it names: the signer is known, the tool is not confirmed), untrusted (intact, but the signer
 * chains to no anchor we trust), invalid (the media or the manifest was changed after signing), none
 * (no manifest, one we could not read, or a format C2PA does not cover).
 */
export const CREDENTIALS_STATES = ['valid', 'unconfirmed', 'untrusted', 'invalid', 'none'] as const;
export type CredentialsState = (typeof CREDENTIALS_STATES)[number];

/** One entry of the active manifest's c2pa.actions. */
export interface CredentialsAction {
  action: string;
  /** IPTC digital source type, last path segment (e.g. trainedAlgorithmicMedia). */
  digitalSourceType: string | null;
  softwareAgent: string | null;
}

/** The summary of a video's manifest the API serves (videos.credentials). */
export interface VideoCredentials {
  /** The claim generator's name as the manifest gives it (e.g. "OpenAI Sora"). */
  generator: string | null;
  /** The known product it names, in our tool list; null when it names none we know. Confirmed only when valid. */
  tool: ToolOption | null;
  /** The signing certificate's subject organisation (e.g. "OpenAI"). */
  signer: string | null;
  /** When it was signed, from the manifest's time-stamp; null when it carries none. */
  signedAt: string | null;
  actions: CredentialsAction[];
  /** Whether any action says the content was made by a trained model (IPTC trainedAlgorithmicMedia and kin). */
  aiGenerated: boolean;
  ingredientsCount: number;
  /** The validation failures that made it invalid (C2PA status codes), empty otherwise. */
  failures: string[];
}
