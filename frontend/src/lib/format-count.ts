const compact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 999 → '999', 1,234 → '1.2K', 1,250,000 → '1.3M' (K from 1,000, M from 1,000,000, one decimal). */
export function formatCount(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `${compact.format(value / 1_000_000)}M`;
  if (Math.abs(value) >= 1_000) return `${compact.format(value / 1_000)}K`;
  return compact.format(value);
}
