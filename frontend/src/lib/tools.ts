/** The AI tools a video can name, with their display names. */
export const TOOLS = [
  { value: 'luma-dream-machine', label: 'Luma Dream Machine' },
  { value: 'google-veo-3', label: 'Google Veo 3' },
  { value: 'runway-gen-3', label: 'Runway Gen-3' },
  { value: 'openai-sora', label: 'OpenAI Sora' },
  { value: 'stability-ai-video', label: 'Stability AI Video' },
  { value: 'pika-labs', label: 'Pika Labs' },
  { value: 'other', label: 'Other' },
] as const;

export type ToolValue = (typeof TOOLS)[number]['value'];

export function toolLabel(value: string | null | undefined): string {
  return TOOLS.find((tool) => tool.value === value)?.label ?? value ?? 'Other';
}
