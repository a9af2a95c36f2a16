import { describe, expect, it } from 'vitest'
import { send } from './helpers'
import { sendPage, through, uniqueToken } from './page-cache.helpers'

/**
 * The sign-in flows' pages in workerd (issue 15, decision 0021): the registration page, the social
 * callback route, and the e-mailed links on the home page, which the page cache must never store
 * and whose uid and token must never reach another page's HTML.
 */
const TOKEN = 'SeCrEtToKeN0123456789abcdefghijklmnopqrstuv'
const cacheOn = () => ({ PAGE_CACHE_MODE: 'on', SITE_TOKEN: uniqueToken('flows') })

describe('sign-in flow pages', () => {
  it.each(['ro', 'ru'])('/%s/register is the registration page (noindex)', async (lang) => {
    const res = await send(`/${lang}/register`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-testid="register-form"')
    expect(html).toContain('<meta name="robots" content="noindex, follow"')
    expect(html).toMatch(lang === 'ro' ? /<h1>Înregistrare<\/h1>/ : /<h1>Регистрация<\/h1>/)
  })

  it.each(['google', 'facebook', 'twitter'])(
    '/ro/auth/social/%s renders the callback page, never cached, noindex',
    async (provider) => {
      const env = cacheOn()
      const path = `/ro/auth/social/${provider}?provider=${provider}&state=${provider}.shop.${'a'.repeat(43)}&access_token=${TOKEN}`
      const first = await through(sendPage(path, {}, env))
      expect(first.status).toBe(200)
      expect(first.state).toBe('BYPASS')
      expect(first.html).toContain('data-testid="social-callback"')
      expect(first.html).toContain('<meta name="robots" content="noindex, follow"')
      expect((await through(sendPage(path, {}, env))).state).toBe('BYPASS')
    },
  )

  it('an unknown provider is not found', async () => {
    expect((await send('/ro/auth/social/myspace?state=x')).status).toBe(404)
  })
})

describe('e-mailed links on the home page', () => {
  it.each(['activate', 'reset_password'])(
    '?action=%s is rendered uncached and its token stays out of the cached home page',
    async (action) => {
      const env = cacheOn()
      const link = await through(sendPage(`/ro?action=${action}&uid=MTI&token=${TOKEN}`, {}, env))
      expect(link.status).toBe(200)
      expect(link.state).toBe('BYPASS')
      const home = await through(sendPage('/ro', {}, env))
      expect(home.state).toBe('MISS')
      const cached = await through(sendPage('/ro', {}, env))
      expect(cached.state).toBe('HIT')
      for (const page of [home, cached]) {
        expect(page.html).not.toContain(TOKEN)
        expect(page.html).not.toContain('uid=MTI')
      }
    },
  )

  it('the link with a trailing slash (as e-mailed: /ro/?action=...) keeps its query through the redirect', async () => {
    const res = await send(`/ro/?action=activate&uid=MTI&token=${TOKEN}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(`/ro?action=activate&uid=MTI&token=${TOKEN}`)
  })
})
