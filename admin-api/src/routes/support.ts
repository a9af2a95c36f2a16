import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { notFound } from '../lib/api-error'
import { optionalUser } from '../lib/auth'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { TOO_MANY_SENDS } from '../services/accounts'
import { countClientSend, countRecipientSend } from '../services/login-limits'
import { send } from '../services/outbox'
import { siteDoc } from '../services/settings'
import { storeSubmission } from '../services/submissions'

/**
 * The support form (accounts spec 3 "Support message", 7) and the terms (GET /api/static-content/2/).
 * A support message is stored (submissions, kind support, with the sender's user id when signed in)
 * and e-mailed to the shop's main_email through the outbox (kind support_message). Limited like
 * every message: ACCOUNTS.sendsPerRecipient per client IP per window (NETWORK_LIMIT_FACTOR times that
 * per IPv6 /48, `countClientSend`), and per sender e-mail per client first, then with
 * SEND_LIMITS.perRecipient from every client together (decision 0100).
 */
export function supportRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.support, async (c, { body }) => {
    const user = await optionalUser(c)
    // The client (and its /48) first; then the sender it names, per client first (decision 0100):
    // naming someone else's address does not keep that person from writing to the shop.
    const byIp = await countClientSend(c, 'support_message')
    const limited = byIp.retryAfter !== null ? byIp : await countRecipientSend(c, 'support_message', body.email_address)
    if (limited.retryAfter !== null) {
      c.header('Retry-After', String(limited.retryAfter))
      return c.json({ error: TOO_MANY_SENDS }, 429)
    }
    const id = await storeSubmission(c, 'support', { ...body, user_id: user?.id ?? null })
    const settings = await siteDoc<{ main_email?: string }>(c, 'global')
    if (settings.main_email)
      await send(c, {
        channel: 'email',
        to: settings.main_email.toLowerCase(),
        kind: 'support_message',
        name: body.name,
        from: body.email_address,
        message: body.body,
      })
    return c.json({ status: 'ok' as const, id }, 201)
  })
  route(app, E.staticContent, async (c, { params }) => {
    const kind = (ACCOUNTS.staticContent as Record<number, string>)[params.id]
    if (!kind) throw notFound('Unknown static content')
    const doc = await siteDoc<{ title?: string; content?: string }>(c, kind)
    return { id: params.id, title: String(doc.title ?? ''), content: String(doc.content ?? '') }
  })
  return app
}
