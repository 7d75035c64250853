import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig, CredentialsSummary, NO_CREDENTIALS, loadTrustAnchors, readContentCredentials, summarizeManifestStore } from '@genalpha/shared';
import { credentialsRead } from '../metrics/worker-metrics';

/** A manifest is a few KB and hashing even a 2 GB file takes seconds; past this the video goes on without credentials. */
export const CREDENTIALS_READ_TIMEOUT_MS = 60_000;

export interface CredentialsFound extends CredentialsSummary {
  /** The manifest store for the record, null without one. */
  manifest: unknown;
}

/** Reads an upload's Content Credentials against the trust list; whatever goes wrong, the video goes on with none. */
@Injectable()
export class ContentCredentialsReader implements OnModuleInit {
  private readonly logger = new Logger('content-credentials');
  private trustAnchors = '';

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A trust anchor file that does not parse stops the worker at start, rather than silently trusting fewer signers. */
  async onModuleInit(): Promise<void> {
    this.trustAnchors = await loadTrustAnchors(this.config.c2paTrustAnchors);
  }

  async read(videoId: string, path: string, signal?: AbortSignal): Promise<CredentialsFound> {
    const read = await readContentCredentials(path, {
      trustAnchors: this.trustAnchors,
      timeoutMs: CREDENTIALS_READ_TIMEOUT_MS,
      signal,
    });
    signal?.throwIfAborted(); // a stopped job must not go on to mark the video ready without its credentials
    if (!read.store) {
      if (read.warning) this.logger.warn({ videoId, warning: read.warning }, 'content credentials not read; the video goes on without them');
      credentialsRead.inc({ state: NO_CREDENTIALS.state });
      return { ...NO_CREDENTIALS, manifest: null };
    }
    const summary = summarizeManifestStore(read.store);
    credentialsRead.inc({ state: summary.state });
    return { ...summary, manifest: read.store };
  }
}
