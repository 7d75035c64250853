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
