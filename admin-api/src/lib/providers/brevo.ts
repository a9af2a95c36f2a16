import { httpResult, networkFailure, PROVIDER_TIMEOUT_MS, type Provider } from './types'

/**
 * E-mail through Brevo's transactional API (decision 0069): POST {base}/v3/smtp/email with the
 * `api-key` header; `headers.idempotencyKey` (a UUID, the row's key) makes Brevo drop a repeat of a
 * request it already took.
 */

export const BREVO_DEFAULT_URL = 'https://api.brevo.com'

/** `Shop <no-reply@shop.md>` or a bare address, as Brevo's sender. */
export function parseSender(from: string): { email: string; name?: string } {
  const m = /^\s*(.*?)\s*<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(from)
  if (m) return m[1] ? { name: m[1].replace(/^"|"$/g, ''), email: m[2]! } : { email: m[2]! }
  return { email: from.trim() }
}

export function brevoProvider(config: { url: string; apiKey: string; from: string }): Provider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/v3/smtp/email`
  const sender = parseSender(config.from)
  return {
    name: 'brevo',
    async send(m) {
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'api-key': config.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            sender,
            to: [{ email: m.to }],
            subject: m.subject ?? '',
            textContent: m.body,
            headers: { idempotencyKey: m.key },
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        })
        return await httpResult(res, (body) => {
          const id = (body as { messageId?: unknown } | null)?.messageId
          return { ok: true, id: typeof id === 'string' ? id : null }
        })
      } catch (error) {
        return networkFailure(error)
      }
    },
  }
}
