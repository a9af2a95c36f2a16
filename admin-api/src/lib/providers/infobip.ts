import { httpResult, networkFailure, PROVIDER_TIMEOUT_MS, type Provider } from './types'

/**
 * SMS through Infobip's SMS API (decision 0069): POST {base}/sms/2/text/advanced with
 * `Authorization: App <key>`; the base URL is the account's own (`https://xxxxx.api.infobip.com`).
 * The destination's `messageId` is the row's key: with idempotency enabled on the account, Infobip
 * drops a repeat of a message it already took. The number goes without its `+`.
 */
export function infobipProvider(config: { url: string; apiKey: string; from: string }): Provider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/sms/2/text/advanced`
  return {
    name: 'infobip',
    async send(m) {
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `App ${config.apiKey}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            messages: [
              { destinations: [{ to: m.to.replace(/^\+/, ''), messageId: m.key }], from: config.from, text: m.body },
            ],
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        })
        return await httpResult(res, (body) => {
          const message = (
            body as {
              messages?: {
                messageId?: unknown
                status?: { groupName?: unknown; name?: unknown; description?: unknown }
              }[]
            } | null
          )?.messages?.[0]
          // A 200 can still carry a destination Infobip refused (status group REJECTED or UNDELIVERABLE): final.
          const group = String(message?.status?.groupName ?? '')
          if (group === 'REJECTED' || group === 'UNDELIVERABLE')
            return {
              ok: false,
              retry: false,
              reason: `${group} ${String(message?.status?.name ?? '')}: ${String(message?.status?.description ?? '')}`,
            }
          return { ok: true, id: typeof message?.messageId === 'string' ? message.messageId : null }
        })
      } catch (error) {
        return networkFailure(error)
      }
    },
  }
}
