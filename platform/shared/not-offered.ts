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

/**
 * How long a call's first path is remembered as not offered (ms): SERVER_TIMINGS.isolateAnswerReuse
 * (app.config.ts; not imported: this module runs in the browser too), the time an isolate reuses a
 * back end's shared answers. Then the first path is asked again, in case the back end gained it.
 */
export const NOT_OFFERED_REMEMBER_MS = 60_000

/** The calls (by the caller's key) whose first path a back end did not offer, in this isolate or page: until when. */
const atOther = new Map<string, number>()

/** For tests: forget which calls answered at their other path. */
export function forgetOtherPaths(): void {
  atOther.clear()
}

/**
 * A call the spec names at two paths: the answer at the first, or - when the first is not offered
 * (callNotOffered) - the one at the other; when neither is offered, the first's refusal. With a `key`
 * (name the back end in it when an isolate may serve several), a call whose first path was not
 * offered goes to the other at once for NOT_OFFERED_REMEMBER_MS (one request, not a 404 and then the
 * answer) when the other answered or refused (a 4xx) - a refusal there (a 400) is still no reason to
 * ask the first again: before, only an answer at the other was remembered, and a favourites merge whose
 * every POST was refused probed the missing PATCH again on every request (round 11 finding 3). A
 * failing other path (a 5xx, no answer) is not remembered, and on the remembered path it sends the
 * call to the first again: one 404 of a first path in a blip while the other failed sent every call
 * of the next minute to the failing one (review a1). Back to the first path when the other stops being
 * offered, or when the time is up.
 */
export async function firstOffered<R extends { ok: boolean; status?: number }>(
  first: () => Promise<R>,
  other: () => Promise<R>,
  key?: string,
): Promise<R> {
  const offered = (r: R) => r.ok || !callNotOffered(r.status ?? 0)
  /** An answer, or a refusal of this request (4xx): the path works; a 5xx or no answer says nothing of it. */
  const works = (r: R) => offered(r) && (r.ok || ((r.status ?? 0) >= 400 && (r.status ?? 0) < 500))
  const until = key ? atOther.get(key) : undefined
  if (key && until !== undefined) {
    if (until > Date.now()) {
      const b = await other()
      if (works(b)) return b
      if (offered(b)) {
        // The remembered path fails: the first is asked again; still not offered there, the failure stands.
        const a = await first()
        if (!offered(a)) return b
        atOther.delete(key)
        return a
      }
    }
    atOther.delete(key)
  }
  const a = await first()
  if (offered(a)) return a
  const b = await other()
  if (!offered(b)) return a
  if (key && works(b)) atOther.set(key, Date.now() + NOT_OFFERED_REMEMBER_MS)
  return b
}
