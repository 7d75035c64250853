/** The AI tools a creator can name (spec section 3, "Tool options"), with their display names. */
export const TOOLS = [
  { value: 'luma-dream-machine', label: 'Luma Dream Machine' },
  { value: 'google-veo-3', label: 'Google Veo 3' },
  { value: 'runway-gen-3', label: 'Runway Gen-3' },
  { value: 'openai-sora', label: 'OpenAI Sora' },
  { value: 'stability-ai-video', label: 'Stability AI Video' },
  { value: 'pika-labs', label: 'Pika Labs' },
  { value: 'other', label: 'Other' },
] as const;

export type ToolOption = (typeof TOOLS)[number]['value'];
export const TOOL_OPTIONS: readonly ToolOption[] = TOOLS.map((tool) => tool.value);

/**
 * How a C2PA claim generator names each tool (its claim_generator_info name, or the older
 * claim_generator string such as "OpenAI-Sora/1.0 c2pa-rs/0.33"), tried in order.
 */
const GENERATOR_PATTERNS: ReadonlyArray<[RegExp, ToolOption]> = [
  [/\bsora\b/i, 'openai-sora'],
  [/\bveo\b/i, 'google-veo-3'],
  [/\brunway\b/i, 'runway-gen-3'],
  [/\b(luma|dream[ -]?machine)\b/i, 'luma-dream-machine'],
  [/\bstability\b|\bstable[ -]?video\b/i, 'stability-ai-video'],
  [/\bpika\b/i, 'pika-labs'],
];

/** The tool a manifest's claim generator names, or null when it names none we list. */
export function toolOfGenerator(generator: string): ToolOption | null {
  const spaced = generator.replace(/[_-]+/g, ' ');
  return GENERATOR_PATTERNS.find(([pattern]) => pattern.test(spaced))?.[1] ?? null;
}

/**
 * Who makes each tool, as its signing certificate's organisation (O=) names it. Any signer on the
 * trust list can write any generator name, so Content Credentials confirm a tool only when its maker
 * signed them.
 */
const TOOL_VENDORS: Readonly<Record<ToolOption, readonly string[]>> = {
  'openai-sora': ['OpenAI', 'OpenAI OpCo'],
  'google-veo-3': ['Google'],
  'runway-gen-3': ['Runway', 'Runway AI'],
  'luma-dream-machine': ['Luma AI', 'Luma Labs'],
  'stability-ai-video': ['Stability AI'],
  'pika-labs': ['Pika', 'Pika Labs'],
  other: [],
};

/** A legal form an organisation's name may end with ("Google LLC", "OpenAI, Inc."). */
const LEGAL_FORM = /[\s,]+(inc|llc|l\.l\.c|ltd|limited|corp|corporation|gmbh|plc)\.?$/i;
const organisationKey = (name: string) => name.trim().replace(LEGAL_FORM, '').replace(/\s+/g, ' ').toLowerCase();

/** Whether `organisation` (a signing certificate's O=) is the maker of `tool`. */
export function isToolVendor(tool: ToolOption, organisation: string | null): boolean {
  return organisation !== null && TOOL_VENDORS[tool].some((vendor) => organisationKey(vendor) === organisationKey(organisation));
}
