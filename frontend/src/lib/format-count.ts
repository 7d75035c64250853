const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/**
 * Counts as the spec shows them (section 9): 999 → '999', 1,000 → '1.0K', 1,234 → '1.2K',
 * 999,950 → '1.0M' (it would round to 1,000.0K), 1,250,000 → '1.3M'.
 */
export function formatCount(value: number): string {
  const size = Math.abs(value);
  if (size < 1_000) return String(Math.round(value));
  if (Math.round(size / 100) < 10_000) return `${oneDecimal.format(value / 1_000)}K`;
  return `${oneDecimal.format(value / 1_000_000)}M`;
}
