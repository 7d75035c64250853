/** The path of a request target, without its query string (as it came, not decoded). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
