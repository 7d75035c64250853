/**
 * The nonce the page's Content-Security-Policy allows for <style> elements, which the server
 * writes into index.html; undefined when none was written (the dev server, tests).
 */
export function cspNonce(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && content !== '__CSP_NONCE__' ? content : undefined;
}
