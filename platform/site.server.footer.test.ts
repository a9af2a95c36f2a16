import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type AdminEnv, loadFooterSettings, loadGlobalSettings, resetSiteMemo } from './site.server'

/**
 * The isolate's memo of site-wide answers keys development mode as well as the language: a stranger's
 * `?dev_mode=true` (`Dev-Mode: true` to the back end) must not fill the memo others read for 60 s.
 */
function envAnswering(): { env: AdminEnv; calls: string[] } {
  const calls: string[] = []
  const env: AdminEnv = {
    ADMIN_API_URL: 'http://admin.test',
    SITE_TOKEN: 'tok',
    ADMIN_API: {
      fetch: (input: RequestInfo, init?: RequestInit) => {
        const req = new Request(input, init)
        const dev = req.headers.get('Dev-Mode') === 'true'
        calls.push(`${new URL(req.url).pathname} dev=${dev}`)
        const name = dev ? 'Dev build' : 'Shop'
        return Promise.resolve(
          Response.json({ developers: [{ name, url: null }], project: name, mainUiInterface: { mainLang: 'ro' } }),
        )
      },
    } as unknown as Fetcher,
  }
  return { env, calls }
}

describe('site-wide answers kept per isolate, per development mode', () => {
  beforeEach(() => {
    resetSiteMemo()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('the footer a dev-mode viewer loaded is not the footer the next viewer gets', async () => {
    const { env, calls } = envAnswering()
    const dev = await loadFooterSettings(env, { locale: 'ro', devMode: true })
    expect(dev.data.developers[0]?.name).toBe('Dev build')
    const plain = await loadFooterSettings(env, { locale: 'ro' })
    expect(plain.data.developers[0]?.name).toBe('Shop')
    expect(calls).toEqual(['/settings/footer_settings dev=true', '/settings/footer_settings dev=false'])
    // each answer is still reused for its own kind of viewer
    expect((await loadFooterSettings(env, { locale: 'ro', devMode: false })).data.developers[0]?.name).toBe('Shop')
    expect((await loadFooterSettings(env, { locale: 'ro', devMode: true })).data.developers[0]?.name).toBe('Dev build')
    expect(calls).toHaveLength(2)
  })

  it('the footer is keyed as the settings are', async () => {
    const { env, calls } = envAnswering()
    await loadGlobalSettings(env, { locale: 'ro', devMode: true })
    await loadGlobalSettings(env, { locale: 'ro' })
    await loadFooterSettings(env, { locale: 'ro', devMode: true })
    await loadFooterSettings(env, { locale: 'ro' })
    expect(calls.filter((c) => c.startsWith('/settings/global')).map((c) => c.split(' ')[1])).toEqual([
      'dev=true',
      'dev=false',
    ])
    expect(calls.filter((c) => c.startsWith('/settings/footer')).map((c) => c.split(' ')[1])).toEqual([
      'dev=true',
      'dev=false',
    ])
  })
})
