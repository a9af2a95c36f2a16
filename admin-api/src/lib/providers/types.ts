/**
 * A message provider's adapter (decision 0069): one HTTP call that hands one message over. The same
 * `key` goes with every attempt of one outbox row, so a provider that honours it drops a repeat.
 */

export interface ProviderMessage {
  /** A lowercased e-mail or a `+digits` phone number. */
  to: string
  subject: string | null
  body: string
  /** The row's idempotency key (a UUID), the same on every attempt. */
  key: string
}

export type ProviderResult =
  | { ok: true; id: string | null }
  /** `retry`: the failure may pass (network, 408, 429, 5xx); otherwise the provider refused the message for good. */
  | { ok: false; retry: boolean; reason: string; retryAfter?: number }

export interface Provider {
  name: string
  send(m: ProviderMessage): Promise<ProviderResult>
}

/** How long one provider call may take before it counts as a failure that may pass. */
export const PROVIDER_TIMEOUT_MS = 15_000

/** The seconds a Retry-After header asks for (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const n = Number(value)
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/**
 * A provider's HTTP answer as a result: 2xx taken (`taken` reads the body: the provider's id, or a
 * refusal inside a 200); 408, 429 and 5xx may pass; any other 4xx is final.
 */
export async function httpResult(res: Response, taken: (body: unknown) => ProviderResult): Promise<ProviderResult> {
  const text = await res.text().catch(() => '')
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (res.ok) return taken(body)
  const retry = res.status === 408 || res.status === 429 || res.status >= 500
  return {
    ok: false,
    retry,
    reason: `HTTP ${res.status}: ${text.slice(0, 300)}`,
    retryAfter: retryAfterSeconds(res.headers.get('Retry-After')),
  }
}

/** A call that threw (no answer, timeout): it may pass. */
export const networkFailure = (error: unknown): ProviderResult => ({
  ok: false,
  retry: true,
  reason: `no answer: ${String(error).slice(0, 300)}`,
})
