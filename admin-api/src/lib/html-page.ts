/**
 * The reference back end's own small HTML pages (the fake payment page, the fake identity
 * provider): escaped values and headers that keep them uncached, unframed and script-free.
 */
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  // Their URLs carry secrets (an order's trans_id, a sign-in state): never send them on as a referrer, never frame their buttons.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}
