import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../worker/env'
import { DEFAULT_GLOBAL_SETTINGS } from './contract/settings'
import { loadGlobalSettings, resetSiteMemo } from './site.server'

function envWith(handler: (req: Request) => Response | Promise<Response>): Env {
  return {
    ADMIN_API_URL: 'http://admin.test',
    SITE_TOKEN: 'tok',
    THEME: 'electro',
    ADMIN_API: { fetch: (input: RequestInfo, init?: RequestInit) => Promise.resolve(handler(new Request(input, init))) } as unknown as Fetcher,
  }
}

describe('loadGlobalSettings', () => {
  beforeEach(() => {
    resetSiteMemo()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('sends the site token, the language and Accept: JSON', async () => {
    let seen: Request | undefined
    await loadGlobalSettings(
      envWith((req) => {
        seen = req
        return Response.json({})
      }),
      { locale: 'uk' },
    )
    expect(seen?.headers.get('Site-Token')).toBe('tok')
    expect(seen?.headers.get('Accept-Language')).toBe('uk')
    expect(seen?.headers.get('Accept')).toContain('application/json')
    expect(seen?.headers.get('Dev-Mode')).toBeNull()
  })

  it.each([
    ['a 500', () => new Response('boom', { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('refused'))],
    ['HTML instead of JSON', () => new Response('<html>oops</html>')],
    ['a JSON array', () => Response.json([1, 2])],
  ])('%s gives the defaults, flagged degraded and logged', async (_n, handler) => {
    const result = await loadGlobalSettings(envWith(handler as never), { locale: 'ro' })
    expect(result.degraded).toBe(true)
    expect(result.data).toEqual(DEFAULT_GLOBAL_SETTINGS)
    expect(console.warn).toHaveBeenCalled()
  })

  it('missing and malformed fields take the spec defaults, valid ones are kept', async () => {
    const body = {
      project: 'Volta',
      langs: 'ro',
      additional_settings: { header_style: 'weird', is_user_cabinet: false },
      product_display: 'list',
      pagination_option: 42,
      brands_position: 'x',
      mainUiInterface: { mainLang: 'ru', mobileBarUiType: 'mobileBar_hide' },
    }
    const { data, degraded } = await loadGlobalSettings(
      envWith(() => Response.json(body)),
      { locale: 'ro' },
    )
    expect(degraded).toBe(false)
    expect(data.project).toBe('Volta')
    expect(data.langs).toEqual(['ro', 'ru', 'uk', 'en'])
    expect(data.additional_settings.header_style).toBe('fixed')
    expect(data.additional_settings.is_user_cabinet).toBe(false)
    expect(data.product_display).toBe('list')
    expect(data.pagination_option).toBe('pagination')
    expect(data.brands_position).toBeNull()
    expect(data.mainUiInterface.mainLang).toBe('ru')
    expect(data.mainUiInterface.main_theme).toBe('light_theme')
    expect(data.captcha.version).toBe(2)
  })

  it('the spec defaults', () => {
    expect(DEFAULT_GLOBAL_SETTINGS.product_display).toBe('grid')
    expect(DEFAULT_GLOBAL_SETTINGS.pagination_option).toBe('pagination')
    expect(DEFAULT_GLOBAL_SETTINGS.additional_settings.header_style).toBe('fixed')
    expect(DEFAULT_GLOBAL_SETTINGS.mainUiInterface.main_theme).toBe('light_theme')
    expect(DEFAULT_GLOBAL_SETTINGS.project_currency).toBe('MDL')
  })

  it('reuses a good answer inside the memo window', async () => {
    let calls = 0
    const env = envWith(() => {
      calls++
      return Response.json({ project: 'A' })
    })
    await loadGlobalSettings(env, { locale: 'ro' })
    await loadGlobalSettings(env, { locale: 'ro' })
    expect(calls).toBe(1)
  })
})
