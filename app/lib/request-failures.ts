/**
 * Same-origin requests that failed (a network error or a 5xx answer), for the loading bar: the
 * spec's bar "fails on a request error", not only on a route's error (storefront spec 2,
 * "Connectivity and loading"). The session fetch reports (app/features/auth/session-client.ts);
 * the bar listens (app/layout/LoadingBar.tsx). Browser only.
 */
type Listener = () => void
const listeners = new Set<Listener>()

export function onRequestFailure(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportRequestFailure() {
  for (const listener of listeners) listener()
}

/** A response that counts as a failed request: the server could not answer (5xx). A 4xx is an answer. */
export const isFailedResponse = (status: number) => status >= 500
