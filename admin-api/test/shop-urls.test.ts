import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import app from '../src'
import { BASE, DEVICE, type OutboxRow } from './helpers'

/**
 * One reference back end serving two storefront variants (audit H1): every account e-mail took its
 * base from the one SHOP_URL, so a market shopper's activation link opened the pharmacy's shop, whose
 * Site-Token does not know the account. SHOP_URLS gives each site its own origin; SHOP_URL stays
 * the fallback for a site it does not list.
 */

const vars = {
  ...env,
  SHOP_URL: 'https://farmacia-buna.test',
  SHOP_URLS: ' demo-market-token = https://piata.farmacia-buna.test/ ,demo-home-token=https://home.test',
}

async function call(site: string, path: string, init: RequestInit = {}, with_ = vars) {
  const headers = new Headers(init.headers)
  headers.set('Site-Token', site)
  if (init.body !== undefined) headers.set('Content-Type', 'application/json')
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`${BASE}${path}`, { ...init, headers }), with_, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

async function activationLink(site: string, email: string, with_ = vars) {
  const res = await call(
    site,
    '/auth/users/',
    {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: 'shopurls123',
        re_password: 'shopurls123',
        first_name: 'S',
        device_key: DEVICE,
        captcha_token: 'from-the-widget',
      }),
    },
    with_,
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const box = await call('', `/__dev/outbox?${new URLSearchParams({ to: email, kind: 'activation' })}`)
  const [m] = ((await box.json()) as { messages: OutboxRow[] }).messages
  return m?.link ?? ''
}

afterEach(() => vi.restoreAllMocks())

describe('SHOP_URLS: each site e-mails links on its own storefront', () => {
  it('two sites on one back end: each activation link is on its own origin, an unlisted site on SHOP_URL', async () => {
    const stamp = Date.now()
    const market = await activationLink('demo-market-token', `market-${stamp}@example.com`)
    const pharma = await activationLink('demo-pharma-token', `pharma-${stamp}@example.com`)
    expect(market).toMatch(/^https:\/\/piata\.farmacia-buna\.test\/ro\/\?action=activate&uid=/)
    expect(pharma).toMatch(/^https:\/\/farmacia-buna\.test\/ro\/\?action=activate&uid=/)
  })

  it('an entry that is not token=origin refuses to serve, naming SHOP_URLS but not the tokens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const value of ['demo-market-token', 'demo-market-token=piata.test', 'x=https://a.test/ro']) {
      const bad = { ...vars, SHOP_URLS: value }
      const res = await call('demo-market-token', '/settings/global_site_settings', {}, bad)
      expect(res.status, value).toBe(503)
      const { error } = (await res.json()) as { error: string }
      expect(error).toMatch(/^server misconfigured: SHOP_URLS has 1 entry that is not site-token=https:\/\/origin/)
      expect(error).not.toContain('demo-market-token')
    }
  })
})
