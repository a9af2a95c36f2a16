import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'
import { devOutboxQuerySchema, devSocialTokenBodySchema, phoneSchema } from '#contract/auth.ts'
import { isRecord } from '#contract/common.ts'
import { devOutboxOn, fakeSocialOn } from '../lib/config'
import { esc, PAGE_HEADERS } from '../lib/html-page'
import { type App, type Ctx, fieldErrors, queryObject, subApp } from '../lib/http'
import { outboxMessages, storedOrder } from '../services/dev'
import { CUSTOMER_TEMPLATES, type CustomerTemplate, cloneCustomer } from '../services/dev-customers'
import { patchGlobalSettings } from '../services/settings'
import { issueFakeSocialToken } from '../services/social'

/** A development helper's JSON body as an object (an empty body is `{}`); null for broken JSON or another value (`null`, a list). */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}')
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}
/** The seeded accounts' passwords (admin-api/seed/accounts.ts, admin-api/README.md): a copy keeps its template's. */
const TEMPLATE_PASSWORDS: Record<CustomerTemplate, string> = {
  'demo@example.com': 'demo12345',
  'company@example.com': 'company12345',
  'customer1@example.com': 'customer12345',
}

/**
 * Development-only endpoints for the accounts flows (decision 0016). Each is a 404 unless
 * ENVIRONMENT is "development" and its switch is "on" (whatever else the vars say); none needs the
 * Site-Token header.
 *
 * DEV_OUTBOX=on
 *   GET /__dev/outbox?to=<e-mail or phone>&kind=<kind>&limit=<1-100> -> {messages: [...]}, newest
 *   first: what the back end would have e-mailed or texted (links, uid/token, codes).
 * FAKE_SOCIAL=on (the fake identity provider, services/social.ts)
 *   POST /__dev/social/<google|facebook|twitter>/token {id, name, email?} -> 201 {access_token}
 *     (twitter: {oauth_token, oauth_verifier}), what the provider's SDK would hand the browser;
 *   GET /__dev/social/<provider>/authorize?redirect_uri=...&state=... -> a sign-in form standing in for
 *     the provider's page; its POST redirects (303) to redirect_uri with access_token (twitter:
 *     oauth_token and oauth_verifier), state and provider in the query, or error=access_denied.
 *     redirect_uri must be on a loopback host or on SHOP_URL.
 * DEV_OUTBOX=on also gives test accounts of their own (services/dev-customers.ts)
 *   POST /__dev/customers {template?: "demo@example.com" | "company@example.com" | "customer1@example.com"}
 *     -> 201 {id, email, phone, password}: a copy of the seeded account (its password, addresses,
 *     companies, orders and acts) under a new e-mail and phone.
 *   POST /__dev/site-settings {site: <site token>, settings: {...}} -> {site, languages}: the settings
 *     laid over the site's global settings in every language as a JSON merge patch (RFC 7396: objects
 *     merge, anything else replaces, null removes a key, i.e. the storefront's default), so an operator
 *     can try a setting on a demo site (`{"settings": {"additional_settings": {"font_file": "..."}}}`).
 *     Re-seeding (`npm run seed`) brings the seeded values back.
 */

const notFound = (c: Ctx) => c.json({ error: 'Not found' }, 404)
const DEV_BODY_BYTES = 4 * 1024
const isProvider = (p: string): p is SocialProvider => (ACCOUNTS.socialProviders as readonly string[]).includes(p)

/** An outbox recipient as stored: a lowercased e-mail or a `+digits` phone. */
function recipientKey(to: string): string {
  if (to.includes('@')) return to.trim().toLowerCase()
  const phone = phoneSchema.safeParse(to)
  return phone.success ? phone.data : to.trim()
}

/** The body as text (JSON or a form), or null when it is over DEV_BODY_BYTES. */
async function smallBody(c: Ctx): Promise<string | null> {
  const bytes = await c.req.arrayBuffer().catch(() => new ArrayBuffer(0))
  return bytes.byteLength > DEV_BODY_BYTES ? null : new TextDecoder().decode(bytes)
}

/** A redirect_uri the fake provider may send a browser to: http(s) on a loopback host or on SHOP_URL. */
function allowedRedirect(c: Ctx, value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return url
  const shop = c.env.SHOP_URL?.trim()
  try {
    return shop && new URL(shop).origin === url.origin ? url : null
  } catch {
    return null
  }
}

function authorizePage(
  c: Ctx,
  provider: SocialProvider,
  redirect: string,
  state: string,
  status: 200 | 400 = 200,
  error = '',
) {
  const id = `dev-${crypto.randomUUID().slice(0, 8)}`
  const title = `Sign in with ${provider[0]!.toUpperCase()}${provider.slice(1)} (development)`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0}input{display:block;width:100%;font:inherit;padding:.4rem}button{font:inherit;padding:.6rem 1.4rem;margin:1rem .6rem 0 0}</style></head><body>
<h1>${esc(title)}</h1><p>A fake identity provider of the reference back end. Leave the e-mail empty to be a ${esc(provider)} user without one.</p>
${error ? `<p role="alert" data-testid="dev-social-error">${esc(error)}</p>` : ''}
<form method="post"><input type="hidden" name="redirect_uri" value="${esc(redirect)}"><input type="hidden" name="state" value="${esc(state)}">
<label>E-mail <input name="email" type="email" data-testid="dev-social-email"></label>
<label>Name <input name="name" value="Dev User" data-testid="dev-social-name"></label>
<label>${esc(provider)} user id <input name="id" value="${esc(id)}" required data-testid="dev-social-id"></label>
<button type="submit" name="outcome" value="allow" data-testid="dev-social-allow">Allow</button><button type="submit" name="outcome" value="deny" data-testid="dev-social-deny">Cancel</button>
</form></body></html>`
  // form-action also governs where the form's redirect may go: 'self' alone makes browsers refuse the
  // 303 back to the storefront, so the (already allowed) redirect_uri's origin is named too.
  const csp = PAGE_HEADERS['Content-Security-Policy'].replace(
    "form-action 'self'",
    `form-action 'self' ${new URL(redirect).origin}`,
  )
  return c.html(html, status, { ...PAGE_HEADERS, 'Content-Security-Policy': csp })
}

export function devRoutes(): App {
  const app = subApp()
  app.get('/__dev/outbox', async (c) => {
    if (!devOutboxOn(c.env)) return notFound(c)
    const q = devOutboxQuerySchema.safeParse(queryObject(c))
    if (!q.success) return c.json({ error: 'Invalid query', fields: fieldErrors(q.error, 'query') }, 400)
    const to = q.data.to ? recipientKey(q.data.to) : null
    const messages = await outboxMessages(c, to, q.data.kind ?? null, q.data.limit ?? 20)
    c.header('Cache-Control', 'no-store')
    return c.json({ messages })
  })

  // The stored order as the back end keeps it (development only, with the outbox switch): the e2e
  // checks what the storefront sent with an order (its UTM record) without a back-office screen.
  app.get('/__dev/orders/:number', async (c) => {
    if (!devOutboxOn(c.env)) return notFound(c)
    const number = c.req.param('number')
    if (!/^[A-Z0-9-]{1,40}$/.test(number)) return c.json({ error: 'Invalid order number' }, 400)
    const row = await storedOrder(c, number)
    if (!row) return notFound(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ id: row.id, number: row.number, data: JSON.parse(row.data) as unknown })
  })

  app.post('/__dev/customers', async (c) => {
    if (!devOutboxOn(c.env)) return notFound(c)
    const text = await smallBody(c)
    if (text === null) return c.json({ error: `Body larger than ${DEV_BODY_BYTES} bytes` }, 413)
    const body = jsonObject(text)
    if (!body) return c.json({ error: 'Invalid JSON body' }, 400)
    const template = body.template ?? CUSTOMER_TEMPLATES[0]
    if (!(CUSTOMER_TEMPLATES as readonly unknown[]).includes(template))
      return c.json({ error: 'Invalid body', fields: { template: [`one of ${CUSTOMER_TEMPLATES.join(', ')}`] } }, 400)
    const copy = await cloneCustomer(c.env.DB, template as CustomerTemplate)
    if (!copy)
      return c.json(
        { error: `The template account ${String(template)} is not in the database (seed it: npm run seed)` },
        409,
      )
    c.header('Cache-Control', 'no-store')
    return c.json({ ...copy, password: TEMPLATE_PASSWORDS[template as CustomerTemplate] }, 201)
  })

  app.post('/__dev/site-settings', async (c) => {
    if (!devOutboxOn(c.env)) return notFound(c)
    const text = await smallBody(c)
    if (text === null) return c.json({ error: `Body larger than ${DEV_BODY_BYTES} bytes` }, 413)
    const body = jsonObject(text)
    if (!body) return c.json({ error: 'Invalid JSON body' }, 400)
    const fields: Record<string, string[]> = {}
    if (typeof body.site !== 'string' || !body.site) fields.site = ['a site token']
    if (typeof body.settings !== 'object' || body.settings === null || Array.isArray(body.settings))
      fields.settings = ['an object of global settings']
    if (Object.keys(fields).length) return c.json({ error: 'Invalid body', fields }, 400)
    const languages = await patchGlobalSettings(c.env.DB, body.site as string, body.settings)
    if (!languages) return c.json({ error: `No site with the token ${String(body.site)}` }, 404)
    c.header('Cache-Control', 'no-store')
    return c.json({ site: body.site, languages })
  })

  app.post('/__dev/social/:provider/token', async (c) => {
    const provider = c.req.param('provider')
    if (!fakeSocialOn(c.env) || !isProvider(provider)) return notFound(c)
    const text = await smallBody(c)
    if (text === null) return c.json({ error: `Body larger than ${DEV_BODY_BYTES} bytes` }, 413)
    let json: unknown
    try {
      json = JSON.parse(text || '{}')
    } catch {
      return c.json({ error: 'Invalid JSON body' }, 400)
    }
    const body = devSocialTokenBodySchema.safeParse(json)
    if (!body.success) return c.json({ error: 'Invalid body', fields: fieldErrors(body.error) }, 400)
    return c.json(
      await issueFakeSocialToken(c, provider, {
        id: body.data.id,
        name: body.data.name,
        email: body.data.email ?? null,
      }),
      201,
    )
  })

  app.get('/__dev/social/:provider/authorize', (c) => {
    const provider = c.req.param('provider')
    if (!fakeSocialOn(c.env) || !isProvider(provider)) return notFound(c)
    const redirect = allowedRedirect(c, c.req.query('redirect_uri'))
    if (!redirect)
      return c.json({ error: 'redirect_uri must be an http(s) URL on a loopback host or on SHOP_URL' }, 400)
    return authorizePage(c, provider, redirect.href, (c.req.query('state') ?? '').slice(0, 500))
  })

  app.post('/__dev/social/:provider/authorize', async (c) => {
    const provider = c.req.param('provider')
    if (!fakeSocialOn(c.env) || !isProvider(provider)) return notFound(c)
    const text = await smallBody(c)
    if (text === null) return c.json({ error: `Body larger than ${DEV_BODY_BYTES} bytes` }, 413)
    const form = new URLSearchParams(text)
    const redirect = allowedRedirect(c, form.get('redirect_uri'))
    if (!redirect)
      return c.json({ error: 'redirect_uri must be an http(s) URL on a loopback host or on SHOP_URL' }, 400)
    const state = (form.get('state') ?? '').slice(0, 500)
    const back = new URL(redirect)
    back.searchParams.set('provider', provider)
    if (state) back.searchParams.set('state', state)
    if (form.get('outcome') === 'deny') {
      back.searchParams.set('error', 'access_denied')
      return c.redirect(back.href, 303)
    }
    const body = devSocialTokenBodySchema.safeParse({
      id: form.get('id') ?? '',
      name: form.get('name') ?? '',
      email: form.get('email') || undefined,
    })
    if (!body.success)
      return authorizePage(
        c,
        provider,
        redirect.href,
        state,
        400,
        Object.values(fieldErrors(body.error)).flat().join('; '),
      )
    const issued = await issueFakeSocialToken(c, provider, {
      id: body.data.id,
      name: body.data.name,
      email: body.data.email ?? null,
    })
    for (const [k, v] of Object.entries(issued)) if (k !== 'expires_in') back.searchParams.set(k, String(v))
    return c.redirect(back.href, 303)
  })
  return app
}
