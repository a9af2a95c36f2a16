import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * GET /general/menu_tree once per page (session 63's operator audit, item 11: twice). A server render
 * reads the navigation data twice - the layout's menu query (loadMenuData) and the navigation's HTML
 * (loadNavigationData), at once (routes/$lang/route.tsx) - and a back end whose settings carry no menu
 * serves it at /general/menu_tree.
 */
const call = vi.fn()
let request: Request | null = null
/** The menu_tree the settings answer (an empty one: the back end serves its menu at /general/menu_tree). */
let settingsMenu: unknown[] = []
/** Whether the settings load failed (the spec's defaults: no menu). */
let settingsDegraded = false
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: (...args: unknown[]) => call(...args),
  currentRequest: () => request,
  currentRequestUrl: () => null,
  requestCookie: () => undefined,
  requestDevMode: () => false,
}))
vi.mock('#platform/site.server.ts', () => ({
  loadGlobalSettings: async () => ({
    data: { menu_tree: settingsMenu, brand_tree: [], brands_position: null },
    degraded: settingsDegraded,
  }),
  loadFooterSettings: async () => ({ data: {}, degraded: false }),
  knownGlobalSettings: () => null,
}))
const { loadMenuData, loadNavigationData } = await import('./shell.server')

const tree = [{ id: 1, title: 'Phones', url: 'phones', subcategories: [] }]
const menuCalls = () => call.mock.calls.filter(([, name]) => name === 'menuTree').length
/** The layout's loader in a server render: the menu query and the navigation's HTML, side by side. */
const layoutReads = (lang: 'ro' | 'ru') => Promise.all([loadMenuData(lang), loadNavigationData(lang)])

afterEach(() => {
  call.mockReset()
  request = null
  settingsMenu = []
  settingsDegraded = false
})

describe('the navigation data: GET /general/menu_tree once per request and language', () => {
  it('the layout reads it twice at once: one call, both reads get its tree', async () => {
    call.mockImplementation(async () => ({ ok: true, status: 200, data: tree }))
    request = new Request('https://shop.test/ro/product/a')
    const [menu, navigation] = await layoutReads('ro')
    expect(menuCalls()).toBe(1)
    expect(menu.tree).toEqual(tree)
    expect(navigation.tree).toEqual(tree)
  })

  it('another request asks again; another language in the same request too', async () => {
    call.mockImplementation(async () => ({ ok: true, status: 200, data: tree }))
    request = new Request('https://shop.test/ro')
    await layoutReads('ro')
    await layoutReads('ru')
    expect(menuCalls()).toBe(2)
    request = new Request('https://shop.test/ro')
    await layoutReads('ro')
    expect(menuCalls()).toBe(3)
  })

  it('outside a request every read asks (nothing to scope a memo to)', async () => {
    call.mockImplementation(async () => ({ ok: true, status: 200, data: tree }))
    await layoutReads('ro')
    expect(menuCalls()).toBe(2)
  })

  it('a failed call is no menu for both reads', async () => {
    call.mockImplementation(async () => ({ ok: false, kind: 'status', status: 502, body: null, message: 'down' }))
    request = new Request('https://shop.test/ro')
    const [menu, navigation] = await layoutReads('ro')
    expect(menuCalls()).toBe(1)
    expect([menu.tree, navigation.tree]).toEqual([[], []])
  })

  it('settings that failed are no menu, without a call: the same back end is not asked again after them', async () => {
    // Session 70 transport audit, finding 1: a hanging back end's page waited the settings' 4 s, then the menu's.
    call.mockImplementation(async () => ({ ok: true, status: 200, data: tree }))
    settingsDegraded = true
    request = new Request('https://shop.test/ro')
    const [menu, navigation] = await layoutReads('ro')
    expect(menuCalls()).toBe(0)
    expect([menu.tree, navigation.tree]).toEqual([[], []])
  })
})
