/**
 * One reading of the boolean cookies that change what a page shows - the age confirmation
 * (`is_age_valid`, decision 0041) and development mode (`dev_mode`) - for the Worker (its page-cache
 * key and the renderer: worker/middleware/viewer-flags) and for the browser's code alike. Two readings
 * are two truths: the browser took a quoted `"true"` for an answer the server refused, and so never
 * asked the question the server's gated page was waiting for.
 *
 * - `true`: `name=true`, once or repeated (a browser sends a copy per path or domain it holds: copies
 *   that all say `true` say `true`);
 * - `absent`: no such cookie, or `name=false` (once or repeated alike);
 * - `odd`: anything else (quoted, other case, percent-encoded, empty, or copies that disagree...). It
 *   counts as not set, and the page cache neither reads nor stores the page.
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

/** The one value every copy of `name` holds, exactly `true` or `false`; undefined when absent, odd or the copies disagree. */
function agreedAnswer(cookieHeader: string | null | undefined, name: string): 'true' | 'false' | undefined {
  const values = rawCookieValues(cookieHeader ?? '', name)
  const first = values[0]
  if ((first !== 'true' && first !== 'false') || values.some((v) => v !== first)) return undefined
  return first
}

export function flagOf(cookieHeader: string | null | undefined, name: string): Flag {
  if (rawCookieValues(cookieHeader ?? '', name).length === 0) return 'absent'
  const answer = agreedAnswer(cookieHeader, name)
  if (answer === 'true') return 'true'
  return answer === 'false' ? 'absent' : 'odd'
}

/**
 * Whether the shopper has answered a yes/no question kept in a cookie, as the server would read the
 * answer: `name=true` or `name=false`, every copy alike. Missing or odd, the question is still open.
 */
export function answered(cookieHeader: string | null | undefined, name: string): boolean {
  return agreedAnswer(cookieHeader, name) !== undefined
}
