/** The middle value (the upper of the two middle ones for an even count), as the bench and the Lighthouse gate report medians. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
