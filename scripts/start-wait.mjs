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
  return configurationErrors(text).length > 0 || refusedSiteToken(text) !== null
}

/**
 * What healthz says when the back end refuses the site token (its 401/403 to the settings, "check
 * SITE_TOKEN"), or null: that does not mend itself either - the wait went on 120 s, its cause scrolled
 * away under a minute of repeated warnings (the deploy-path audit, L5).
 */
function refusedSiteToken(text) {
  try {
    const said = JSON.parse(text)?.adminApi
    return typeof said === 'string' && said.includes('check SITE_TOKEN') ? said : null
  } catch {
    return null
  }
}

/** The configuration errors a healthz body names (`configuration`), or none. */
function configurationErrors(text) {
  try {
    const body = JSON.parse(text)
    return Array.isArray(body?.configuration) ? body.configuration.map(String) : []
  } catch {
    return []
  }
}

/**
 * The line `npm start` ends with when the storefront never became healthy. A misconfiguration ends
 * the wait at its first answer, so it is not called "not ready after 120 s" (review R2: the operator
 * read a timeout and waited again); its errors are listed first, one per line.
 */
export function notReadyMessage(url, seconds, last) {
  const errors = configurationErrors(last.replace(/^HTTP \d+ /, ''))
  const refused = refusedSiteToken(last.replace(/^HTTP \d+ /, ''))
  if (refused && !errors.length)
    return `refused: the admin API refuses this SITE_TOKEN (${url} says so; it does not mend itself, check SITE_TOKEN and start again):\n  - ${refused}`
  if (errors.length)
    return `refused: the storefront's configuration breaks shoppers (${url} names it; it does not mend itself, fix it and start again):\n${errors.map((e) => `  - ${e}`).join('\n')}\nit answered: ${last}`
  return `not ready after ${seconds} s: ${url} never answered 200; it last answered: ${last}`
}
