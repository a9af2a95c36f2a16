import { env } from 'cloudflare:test'

/** The workerd side of the local fake providers (fake-providers.global-setup.ts). */

export const FAKE = () => env.FAKE_PROVIDERS_URL

async function control(path: string, body?: unknown) {
  const r = await fetch(
    `${FAKE()}/__control/${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  if (!r.ok) throw new Error(`fake providers ${path}: ${r.status}`)
  return r.json()
}

export type FakeAction = { status: number; retryAfter?: string; body?: unknown } | { lose: true }

/** The fake's next answers to messages for `to` (an e-mail, or the phone's digits without `+`). */
export const script = (to: string, actions: FakeAction[]) => control('script', { to, actions })

export interface FakeAttempt {
  to: string
  key: string
  auth: string
  body: Record<string, unknown>
  answered: number
}

/** Every request the fake got for `to`, and the messages it delivered (once per idempotency key). */
export const fakeMessages = (to: string) =>
  control(`messages?to=${encodeURIComponent(to)}`) as Promise<{
    attempts: FakeAttempt[]
    delivered: { key: string; body: Record<string, unknown> }[]
  }>

export const publishKeys = (name: string, jwks: unknown, cacheControl: string | null) =>
  control('jwks', { name, jwks, cacheControl })
export const keyFetches = async (name: string) =>
  ((await control(`jwks?name=${encodeURIComponent(name)}`)) as { fetches: number }).fetches

export const facebookToken = (token: string, t: { debug: unknown; me: unknown; appToken: string; appSecret: string }) =>
  control('facebook-token', { token, ...t })
export const graphCalls = async (token: string) =>
  (
    (await control(`graph-calls?token=${encodeURIComponent(token)}`)) as {
      calls: { path: string; query: Record<string, string> }[]
    }
  ).calls
