import { expect } from './fixtures'

/**
 * Fresh, active customer accounts for e2e tests that sign in (tests own their data: never the
 * shared demo user). Registered through the reference back end's own calls - register, then the
 * activation link from its dev outbox - exactly as a shopper would, minus the e-mail client.
 */
export const ADMIN_URL = `http://127.0.0.1:${Number(process.env.ADMIN_API_PORT ?? 8788)}`
const SITE = { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' }

let counter = 0
/** A string no other test run uses (time, a counter and randomness). */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The newest outbox message of a kind for a recipient (waits for it up to 10 s). */
export async function outboxMessage(to: string, kind: string): Promise<{ link: string | null; code: string | null; locale: string }> {
  let found: { link: string | null; code: string | null; locale: string } | undefined
  await expect
    .poll(
      async () => {
        const r = await fetch(`${ADMIN_URL}/__dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}&limit=1`)
        found = ((await r.json()) as { messages: (typeof found & object)[] }).messages[0]
        return found !== undefined
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

/** A new active customer of the electro demo site: `{ email, password }`. */
export async function newCustomer(opts: { lang?: string; prefix?: string; siteToken?: string } = {}): Promise<{ email: string; password: string }> {
  const lang = opts.lang ?? 'ro'
  const headers = { ...SITE, ...(opts.siteToken ? { 'Site-Token': opts.siteToken } : {}) }
  const email = `${opts.prefix ?? 'e2e'}.${lang}.${uniqueSuffix()}@example.com`
  const password = `Pw-${uniqueSuffix()}`
  const r = await fetch(`${ADMIN_URL}/auth/users/`, { method: 'POST', headers: { ...headers, 'Accept-Language': lang }, body: JSON.stringify({ email, password, first_name: 'E2e' }) })
  expect(r.status).toBe(201)
  const { link } = await outboxMessage(email, 'activation')
  const url = new URL(link as string)
  const a = await fetch(`${ADMIN_URL}/auth/users/activation/`, { method: 'POST', headers, body: JSON.stringify({ uid: url.searchParams.get('uid'), token: url.searchParams.get('token') }) })
  expect(a.status).toBe(200)
  return { email, password }
}
