/**
 * The cookies that prove something about this browser - its sign-in key `browser_key` (decision 0121),
 * the registering browser's device key `reg_device` (decision 0064), a social sign-in's `social_state`
 * (decision 0021) - read by one rule wherever they are read (platform/request.server.ts
 * requestProofCookie). Server-only: the browser never sees them (HttpOnly).
 *
 * - Each copy the request sends is read as `cookieValues` reads one: one pair of surrounding double
 *   quotes is not part of it, it is percent-decoded when it decodes, empty copies are none, a value
 *   sent twice counts once. So `k`, `"k"` and `%6B` are one copy.
 * - A copy without the cookie's shape (`wellFormed`: a key's 43 base64url characters, a state's
 *   `provider.area.nonce`) is junk: it is neither the value nor a reason to doubt it. A junk copy planted
 *   on the parent domain beside the browser's own key made that key no key, and kept a browser without
 *   one from ever getting one (session 69).
 * - One well-formed copy: its value. None: `none` (the caller may make a new one). Two or more
 *   different well-formed copies: `disagree` - one of them may be a planter's (a sibling host's copy on
 *   the parent domain), and nothing in the header says which; taking either could hand the planter this
 *   browser's standing, so the caller takes neither and writes nothing over the shopper's own.
 */
export type ProofCookie = { value: string } | { value: undefined; copies: 'none' | 'disagree' }

/** The rule above over a request's copies of one cookie (cookieValues). */
export function proofCookieOf(copies: readonly string[], wellFormed: (value: string) => boolean): ProofCookie {
  const formed = [...new Set(copies)].filter(wellFormed)
  if (formed.length === 1) return { value: formed[0]! }
  return { value: undefined, copies: formed.length === 0 ? 'none' : 'disagree' }
}
