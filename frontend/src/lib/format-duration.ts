/** Seconds left as '45s left', '3m 20s left', '1h 5m left'. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s}s left`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes}m ${s % 60}s left`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m left`;
}
