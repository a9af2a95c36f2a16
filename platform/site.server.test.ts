import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS } from '#contract/settings.ts'
import { resetFailureLog } from './backend/failures'
import { settingsFingerprint } from './page-cache/fingerprint'
import { type AdminEnv, loadGlobalSettings, renderedGlobalSettings, resetSiteMemo } from './site.server'

type Handler = (req: Request) => Response | Promise<Response>

/**
 * A back end whose settings `handler` answers; GET /general/menu_tree is `menu`'s (no menu by default).
 * `base`: another back end, for a test that must not meet what this isolate learnt of the others.
 */
function envWith(handler: Handler, menu: Handler = () => Response.json([]), base = 'http://admin.test'): AdminEnv {
  return {
    ADMIN_API_URL: base,
    SITE_TOKEN: 'tok',
    ADMIN_API: {
      fetch: (input: RequestInfo, init?: RequestInit) => {
        const req = new Request(input, init)
        return Promise.resolve(new URL(req.url).pathname.startsWith('/general/menu_tree') ? menu(req) : handler(req))
      },
    } as unknown as Fetcher,
  }
}

describe('loadGlobalSettings', () => {
  beforeEach(() => {
    resetSiteMemo({ lastAnswers: true })
    resetFailureLog()
    vi.restoreAllMocks()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('a failing settings call is one log line, however often a render asks for the settings (review r64: 3 a render)', async () => {
    const env = envWith(() => Response.json({ detail: 'OperationalError at db-primary.internal' }, { status: 500 }))
    for (let i = 0; i < 3; i++) expect((await loadGlobalSettings(env, { locale: 'ro' })).degraded).toBe(true)
    const lines = vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))
    const settings = lines.filter((l) => l.includes('settings'))
    expect(settings).toHaveLength(1)
    expect(settings[0]).toContain('db-primary.internal')
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
    // Save what hides something from a viewer: with no answer ever had, it hides (decision 0130).
    expect(result.data).toEqual({
      ...DEFAULT_GLOBAL_SETTINGS,
      hide_price_for_guests: true,
      additional_settings: { ...DEFAULT_GLOBAL_SETTINGS.additional_settings, age_restriction: true },
    })
    expect(console.warn).toHaveBeenCalled()
  })

  it.each([
    ['the identity showed prices', [{ locale: 'ro', hides: false }], false],
    [
      'the identity hid them, another showed them',
      [
        { locale: 'ro', hides: true },
        { locale: 'en', hides: false },
      ],
      true,
    ],
    ['another identity showed them', [{ locale: 'en', hides: false }], false],
    [
      'of two others, one hid them',
      [
        { locale: 'en', hides: false },
        { locale: 'ru', hides: true },
      ],
      true,
    ],
    ['another back end showed them', [{ locale: 'ro', hides: false, base: 'http://other.test' }], true],
  ] as const)('a failed load after answers where %s: prices hidden %s (decision 0130)', async (_n, answers, hidden) => {
    for (const { locale, hides, base } of answers as readonly {
      locale: 'ro' | 'en' | 'ru'
      hides: boolean
      base?: string
    }[]) {
      const settings = { hide_price_for_guests: hides, additional_settings: { age_restriction: hides } }
      await loadGlobalSettings(
        envWith(() => Response.json(settings), undefined, base),
        { locale },
      )
    }
    resetSiteMemo()
    const result = await loadGlobalSettings(
      envWith(() => new Response('boom', { status: 503 })),
      { locale: 'ro' },
    )
    expect(result.degraded).toBe(true)
    expect(result.data.hide_price_for_guests).toBe(hidden)
    expect(result.data.additional_settings.age_restriction).toBe(hidden)
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

  it('renderedGlobalSettings reuses the last answer, expired or failed, without a second call', async () => {
    let calls = 0
    let fail = false
    const env = envWith(() => {
      calls++
      return fail ? new Response('boom', { status: 500 }) : Response.json({ project: 'A' })
    })
    // nothing loaded yet: loaded (and memoised) once
    expect((await renderedGlobalSettings(env, { locale: 'ro' }))?.project).toBe('A')
    expect((await renderedGlobalSettings(env, { locale: 'ro' }))?.project).toBe('A')
    expect(calls).toBe(1)
    // a failed answer in the memo: null, no new call
    resetSiteMemo()
    fail = true
    await loadGlobalSettings(env, { locale: 'ro' })
    expect(await renderedGlobalSettings(env, { locale: 'ro' })).toBeNull()
    expect(calls).toBe(2)
  })

  it('renderedGlobalSettings keeps using an expired answer instead of asking again', async () => {
    vi.useFakeTimers()
    try {
      let calls = 0
      const env = envWith(() => {
        calls++
        return Response.json({ project: 'B' })
      })
      await loadGlobalSettings(env, { locale: 'en' })
      vi.advanceTimersByTime(10 * 60_000)
      expect((await renderedGlobalSettings(env, { locale: 'en' }))?.project).toBe('B')
      expect(calls).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('settings for a render the page cache stores (decision 0095)', () => {
  beforeEach(() => resetSiteMemo())

  it('such a render asks afresh, and the next renders take that answer', async () => {
    const { onStoredRender } = await import('./backend/shared-answers')
    let project = 'Old'
    let calls = 0
    const env = envWith(() => {
      calls += 1
      return Response.json({ project })
    })
    let stored = false
    onStoredRender(() => stored)
    try {
      expect((await loadGlobalSettings(env, { locale: 'ro' })).data.project).toBe('Old')
      project = 'New'
      expect((await loadGlobalSettings(env, { locale: 'ro' })).data.project).toBe('Old')
      stored = true
      expect((await loadGlobalSettings(env, { locale: 'ro' })).data.project).toBe('New')
      stored = false
      expect((await loadGlobalSettings(env, { locale: 'ro' })).data.project).toBe('New')
      expect(calls).toBe(2)
    } finally {
      onStoredRender(null)
    }
  })
})

describe("a menu the back end serves at GET /general/menu_tree (spec 7.1) is the settings' menu", () => {
  beforeEach(() => resetSiteMemo({ lastAnswers: true }))
  const tree = (title: string) => [{ id: 1, title, url: 'phones', subcategories: [] }]

  it("settings without a menu_tree hold the call's menu: a changed menu is a changed setting (decision 0128)", async () => {
    let title = 'Telefoane'
    let menuCalls = 0
    const env = envWith(
      () => Response.json({ project: 'A' }),
      () => {
        menuCalls += 1
        return Response.json(tree(title))
      },
    )
    const first = (await loadGlobalSettings(env, { locale: 'ro' })).data
    expect(first.menu_tree.map((node) => node.title)).toEqual(['Telefoane'])
    title = 'Smartphone'
    resetSiteMemo()
    const second = (await loadGlobalSettings(env, { locale: 'ro' })).data
    expect(second.menu_tree.map((node) => node.title)).toEqual(['Smartphone'])
    expect(settingsFingerprint(second)).not.toBe(settingsFingerprint(first))
    expect(menuCalls).toBe(2)
  })

  it("settings that carry a menu are not joined by the call's", async () => {
    let menuCalls = 0
    const env = envWith(
      () => Response.json({ menu_tree: tree('Din setari') }),
      () => {
        menuCalls += 1
        return Response.json(tree('Apart'))
      },
      'http://with-menu.test',
    )
    expect((await loadGlobalSettings(env, { locale: 'ro' })).data.menu_tree.map((n) => n.title)).toEqual(['Din setari'])
    expect(menuCalls).toBe(0)
  })

  it('a failed menu call leaves the settings as answered (the navigation asks again, app/shell/shell.server.ts)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = envWith(
      () => Response.json({ project: 'A' }),
      () => new Response('down', { status: 502 }),
    )
    const loaded = await loadGlobalSettings(env, { locale: 'ro' })
    expect([loaded.degraded, loaded.data.project, loaded.data.menu_tree]).toEqual([false, 'A', []])
  })

  it("once the back end's settings came without a menu, the next load asks both at once (round 10 operator audit, 4)", async () => {
    let answerSettings: () => void = () => {}
    let settingsAsked = 0
    const asked: string[] = []
    const env = envWith(
      async () => {
        settingsAsked += 1
        asked.push('settings')
        // The first load answers at once; the second waits until the test lets it.
        if (settingsAsked > 1) await new Promise<void>((resolve) => (answerSettings = resolve))
        return Response.json({ project: 'A' })
      },
      () => {
        asked.push('menu')
        return Response.json(tree('Telefoane'))
      },
      'http://menu-apart.test',
    )
    await loadGlobalSettings(env, { locale: 'ro' })
    expect(asked).toEqual(['settings', 'menu'])
    resetSiteMemo()
    const load = loadGlobalSettings(env, { locale: 'ro' })
    await vi.waitFor(() => expect(asked).toHaveLength(4))
    expect(asked.slice(2).sort()).toEqual(['menu', 'settings'])
    answerSettings()
    expect((await load).data.menu_tree.map((n) => n.title)).toEqual(['Telefoane'])
    expect(asked).toHaveLength(4)
  })
})

describe('a menu call that fails keeps the menu the last settings had: every cached page was rendered with it (review of session 65)', () => {
  beforeEach(() => resetSiteMemo())
  it('the memo reloads a minute later, the menu call fails (a 502 blip): the fingerprint stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      let menuDown = false
      const env = envWith(
        () => Response.json({ project: 'A' }),
        () =>
          menuDown
            ? new Response('down', { status: 502 })
            : Response.json([{ id: 1, title: 'Telefoane', url: 'phones', subcategories: [] }]),
        'http://menu-blip.test',
      )
      const before = settingsFingerprint((await loadGlobalSettings(env, { locale: 'ro' })).data)
      menuDown = true
      vi.setSystemTime(Date.now() + 61_000)
      const after = await loadGlobalSettings(env, { locale: 'ro' })
      expect(after.data.menu_tree.length).toBe(1)
      expect(settingsFingerprint(after.data)).toBe(before)
    } finally {
      vi.useRealTimers()
    }
  })
})
