/** `npm start`'s wait for the storefront's /healthz (scripts/start.mjs), apart so a test can drive it. */

/**
 * Waits for `url` to answer 2xx: `{ ok: true }`, or `{ ok: false, last }` with what it last answered
 * (`HTTP 503 {...}`, or the connection error), which says why better than a guess.
 */
export async function waitFor(url, timeoutMs, fetcher = fetch, pauseMs = 300) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    try {
      const res = await fetcher(url)
      if (res.ok) return { ok: true }
      const text = (await res.text().catch(() => '')).trim()
      last = `HTTP ${res.status} ${text.slice(0, 2000)}`.trim()
      // A misconfiguration (healthz names the variables) does not mend itself: no use waiting it out.
      if (misconfigured(text)) return { ok: false, last }
    } catch (error) {
      last = `no answer (${error?.cause?.code ?? error?.message ?? error})`
    }
    await new Promise((r) => setTimeout(r, pauseMs))
  }
  return { ok: false, last }
}

function misconfigured(text) {
  try {
    const body = JSON.parse(text)
    return Array.isArray(body?.configuration) && body.configuration.length > 0
  } catch {
    return false
  }
}

/** The line `npm start` ends with when the storefront never became healthy. */
export function notReadyMessage(url, seconds, last) {
  return `not ready after ${seconds} s: ${url} never answered 200; it last answered: ${last}`
}
