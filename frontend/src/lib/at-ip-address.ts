/** Whether the page was opened at an IP address (IPv4, or IPv6 in brackets), which no browser accepts as a passkey's site. */
export function atIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}
