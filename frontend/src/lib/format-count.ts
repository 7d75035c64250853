/** "12.3" for 123 tenths. Plain arithmetic: an Intl.NumberFormat costs ~25 ms to create on a phone. */
function tenthsText(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}

/**
 * Counts as the spec shows them (section 9): 999 → '999', 1,000 → '1.0K', 1,234 → '1.2K',
 * 999,950 → '1.0M' (it would round to 1,000.0K), 1,250,000 → '1.3M'.
 */
export function formatCount(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (size < 1_000) return String(Math.round(value));
  const thousandTenths = Math.round(size / 100);
  if (thousandTenths < 10_000) return `${sign}${tenthsText(thousandTenths)}K`;
  return `${sign}${tenthsText(Math.round(size / 100_000))}M`;
}
