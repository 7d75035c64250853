import { ManifestStoreJson, summarizeManifestStore } from './manifest-summary';

const store = (manifest: Record<string, unknown>, extra: Partial<ManifestStoreJson> = {}): ManifestStoreJson => ({
  active_manifest: 'urn:c2pa:1',
  manifests: { 'urn:c2pa:1': manifest },
  validation_state: 'Trusted',
  ...extra,
});

describe('summarizeManifestStore', () => {
  it('falls back to the older claim_generator string, and reads a signing time and string software agents', () => {
    const summary = summarizeManifestStore(
      store({
        claim_generator: 'OpenAI-Sora/1.0 c2pa-rs/0.33.1',
        signature_info: { issuer: 'OpenAI', time: '2026-11-02T10:00:00+00:00' },
        assertions: [{ label: 'c2pa.actions', data: { actions: [{ action: 'c2pa.edited', softwareAgent: 'Editor 2' }] } }],
        ingredients: [{}, {}],
      }),
    );
    expect(summary).toEqual({
      state: 'valid',
      credentials: {
        generator: 'OpenAI-Sora/1.0 c2pa-rs/0.33.1',
        tool: 'openai-sora',
        signer: 'OpenAI',
        signedAt: '2026-11-02T10:00:00.000Z',
        actions: [{ action: 'c2pa.edited', digitalSourceType: null, softwareAgent: 'Editor 2' }],
        aiGenerated: false,
        ingredientsCount: 2,
        failures: [],
      },
    });
  });

  it('is untrusted when the only failure is the signer, invalid when anything else failed', () => {
    const failing = (...codes: string[]) => ({
      validation_state: 'Invalid',
      validation_results: { activeManifest: { failure: codes.map((code) => ({ code })) } },
    });
    expect(summarizeManifestStore(store({}, failing('signingCredential.untrusted'))).state).toBe('untrusted');
    expect(summarizeManifestStore(store({}, { validation_state: 'Valid' })).state).toBe('untrusted');
    const invalid = summarizeManifestStore(store({}, failing('signingCredential.untrusted', 'claimSignature.mismatch')));
    expect(invalid).toMatchObject({ state: 'invalid', credentials: { failures: ['claimSignature.mismatch'] } });
  });

  it("is valid only when a tool it names is signed for by that tool's maker: a trusted signer naming another's tool is unconfirmed", () => {
    const signedBy = (generator: string, issuer?: string) =>
      summarizeManifestStore(store({ claim_generator_info: [{ name: generator }], signature_info: { issuer } }));
    expect(signedBy('OpenAI Sora', 'Acme Media')).toMatchObject({ state: 'unconfirmed', credentials: { tool: 'openai-sora', signer: 'Acme Media' } });
    expect(signedBy('Google Veo 3', 'OpenAI').state).toBe('unconfirmed');
    expect(signedBy('OpenAI Sora').state).toBe('unconfirmed');
    expect(signedBy('OpenAI Sora', 'OpenAI, Inc.').state).toBe('valid');
    expect(signedBy('Google Veo 3', 'Google LLC').state).toBe('valid');
    expect(signedBy('Runway Gen-3 Alpha', 'runway ai').state).toBe('valid');
    // A generator we do not list names no tool to confirm: the trusted signer is all it says.
    expect(signedBy('Adobe Firefly', 'Adobe Inc.')).toMatchObject({ state: 'valid', credentials: { tool: null } });
    // An untrusted signer stays untrusted, whatever it names.
    const untrusted = summarizeManifestStore(
      store({ claim_generator_info: [{ name: 'OpenAI Sora' }], signature_info: { issuer: 'OpenAI' } }, { validation_state: 'Valid' }),
    );
    expect(untrusted.state).toBe('untrusted');
  });

  it('is none without an active manifest', () => {
    expect(summarizeManifestStore({ manifests: {} })).toEqual({ state: 'none', credentials: null });
    expect(summarizeManifestStore(store({}, { active_manifest: 'urn:c2pa:missing' }))).toEqual({ state: 'none', credentials: null });
  });
});
