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
 * A call the spec names at two paths: the answer at the first, or - when the first is not offered
 * (callNotOffered) - the one at the other; when neither is offered, the first's refusal.
 */
export async function firstOffered<R extends { ok: boolean; status?: number }>(
  first: () => Promise<R>,
  other: () => Promise<R>,
): Promise<R> {
  const a = await first()
  if (a.ok || !callNotOffered(a.status ?? 0)) return a
  const b = await other()
  return b.ok || !callNotOffered(b.status ?? 0) ? b : a
}
