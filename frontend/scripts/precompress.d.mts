export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export function precompress(dir: string): { path: string; bytes: number; br: number; gz: number }[];
