/**
 * Whether a back end's status says it has no such call at all (404 Not Found, 405 Method Not Allowed,
 * 501 Not Implemented), as opposed to failing to answer one it has. An operator's back end written from
 * the spec may lack a call the shop makes beyond the spec's tables (the profile's phone and e-mail
 * lists, the quick forms): asking again will not help, so the shop says what it cannot do, or shows
 * the list empty, instead of "try again". Runs in the browser too (no imports).
 */
export function callNotOffered(status: number): boolean {
  return status === 404 || status === 405 || status === 501
}

/** The calls (by the caller's key) whose first path a back end did not offer, in this isolate or page. */
const atOther = new Set<string>()

/** For tests: forget which calls answered at their other path. */
export function forgetOtherPaths(): void {
  atOther.clear()
}

/**
 * A call the spec names at two paths: the answer at the first, or - when the first is not offered
 * (callNotOffered) - the one at the other; when neither is offered, the first's refusal. With a `key`,
 * a call whose other path answered goes there first next time (one request, not a 404 and then the
 * answer), and back to the first path when the other stops being offered.
 */
export async function firstOffered<R extends { ok: boolean; status?: number }>(
  first: () => Promise<R>,
  other: () => Promise<R>,
  key?: string,
): Promise<R> {
  const offered = (r: R) => r.ok || !callNotOffered(r.status ?? 0)
  if (key && atOther.has(key)) {
    const b = await other()
    if (offered(b)) return b
    atOther.delete(key)
  }
  const a = await first()
  if (offered(a)) return a
  const b = await other()
  if (key && b.ok) atOther.add(key)
  return offered(b) ? b : a
}
