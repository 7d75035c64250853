/** The AI tools a creator can name (spec section 3, "Tool options"). */
export const TOOL_OPTIONS = ['luma-dream-machine', 'google-veo-3', 'runway-gen-3', 'openai-sora', 'stability-ai-video', 'pika-labs', 'other'] as const;
export type ToolOption = (typeof TOOL_OPTIONS)[number];

/** 'auto' asks the worker to detect the ratio from the file's dimensions. */
export const ASPECT_RATIOS = ['auto', '16:9', '9:16', '1:1', '4:3', '3:4', '21:9'] as const;

export const MAX_RATIO_SIDE = 10_000;
const RAW_RATIO = /^([1-9]\d{0,4}):([1-9]\d{0,4})$/;

/** One of the listed ratios, or a raw `w:h` of positive integers up to MAX_RATIO_SIDE. */
export function isAspectRatio(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if ((ASPECT_RATIOS as readonly string[]).includes(value)) return true;
  const match = RAW_RATIO.exec(value);
  return match !== null && Number(match[1]) <= MAX_RATIO_SIDE && Number(match[2]) <= MAX_RATIO_SIDE;
}
