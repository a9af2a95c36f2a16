/**
 * One reading of the boolean cookies that change what a page shows - the age confirmation
 * (`is_age_valid`, decision 0041) and development mode (`dev_mode`) - for the Worker (its page-cache
 * key and the renderer: worker/middleware/viewer-flags) and for the browser's code alike. Two readings
 * are two truths: the browser took a quoted `"true"` for an answer the server refused, and so never
 * asked the question the server's gated page was waiting for.
 *
 * - `true`: exactly one `name=true`;
 * - `absent`: no such cookie, or exactly one `name=false`;
 * - `odd`: anything else (quoted, other case, percent-encoded, repeated, empty...). It counts as not
 *   set, and the page cache neither reads nor stores the page.
 */
export type Flag = 'true' | 'absent' | 'odd'

/** The name of one `name=value` part of a Cookie header. */
export function cookieName(part: string): string {
  const at = part.indexOf('=')
  return (at < 0 ? part : part.slice(0, at)).trim()
}

/** Every raw value of `name` in a Cookie header (or `document.cookie`), untouched (no unquoting, no decoding). */
export function rawCookieValues(header: string, name: string): string[] {
  const values: string[] = []
  for (const part of header.split(';')) {
    if (cookieName(part) !== name) continue
    const at = part.indexOf('=')
    values.push(at < 0 ? '' : part.slice(at + 1).trim())
  }
  return values
}

export function flagOf(cookieHeader: string | null | undefined, name: string): Flag {
  const values = rawCookieValues(cookieHeader ?? '', name)
  if (values.length === 0) return 'absent'
  if (values.length > 1) return 'odd'
  if (values[0] === 'true') return 'true'
  return values[0] === 'false' ? 'absent' : 'odd'
}

/**
 * Whether the shopper has answered a yes/no question kept in a cookie, as the server would read the
 * answer: exactly one `name=true` or `name=false`. Missing or odd, the question is still open.
 */
export function answered(cookieHeader: string | null | undefined, name: string): boolean {
  const values = rawCookieValues(cookieHeader ?? '', name)
  return values.length === 1 && (values[0] === 'true' || values[0] === 'false')
}
