const MB = 1024 * 1024;

/** Bytes as megabytes with one decimal: '12.3 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}
