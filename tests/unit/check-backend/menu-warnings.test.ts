// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverIntl } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { navigationHtml } from '#app/layout/navigation-html.server.tsx'
import { trimMenuTree } from '#app/shell/menu-trim.ts'
import type { MenuNode } from '#contract/settings.ts'
import { main } from '#scripts/check-backend/cli.ts'
import { runCheck } from '#scripts/check-backend/core.ts'
import {
  duplicateUrlWarning,
  menuSizeWarning,
  navigationHtmlOf,
  reservedRouteWarning,
} from '#scripts/check-backend/menu.ts'
import { shopRouteSegments } from '#scripts/check-backend/routes.ts'

/**
 * check-backend's menu warnings (round 10 operator audit, items 3 and 6): a category slugged `about`
 * opened the shop's about page and could never be opened; `accesorii` under two parents opened one
 * page for both; a tree of 8,041 entries put 542 kB of navigation into every page. The check passed
 * all of them silently.
 */
const node = (id: number, url: string, subcategories: MenuNode[] = [], title = `Categorie ${id}`): MenuNode => ({
  id,
  title,
  url,
  subcategories,
})
const ROUTES = shopRouteSegments()

describe("the shop's routes, read from routes/$lang", () => {
  it('are the first segments of the route tree under /$lang/ (app/routeTree.gen.ts), less its parameters', () => {
    const generated = readFileSync(join(import.meta.dirname, '../../../app/routeTree.gen.ts'), 'utf8')
    const fromTree = new Set(
      [...generated.matchAll(/'\/\$lang\/([^/'$][^/']*)/g)].map((m) => m[1] as string).filter(Boolean),
    )
    expect(ROUTES).toEqual([...fromTree].sort())
    for (const route of ['about', 'cart', 'compare', 'search', 'delivery', 'brands', 'product', 'special-offers'])
      expect(ROUTES).toContain(route)
    for (const not of ['$slug', '$', 'route', 'index', 'slug']) expect(ROUTES).not.toContain(not)
  })

  it('are none for a folder that cannot be read (the check then does not look)', () => {
    expect(shopRouteSegments('/no/such/folder')).toEqual([])
  })
})

describe('menu urls at a route of the shop', () => {
  it.each([
    ['a slug', 'about', '/ro/about'],
    ['a path with the language', '/ro/cart/', '/ro/cart'],
    ['with a query', '/compare?ids=1', '/ro/compare'],
    ['under a shop route', 'brands/samsung', '/ro/brands/samsung'],
  ])('warns: %s', (_name, url, path) => {
    const warning = reservedRouteWarning([node(1, 'telefoane', [node(7, url, [], 'Categorie "about"')])], 'ro', ROUTES)
    expect(warning).toContain(`"Categorie \\"about\\"" (id 7) links ${path}`)
    expect(warning).toContain('can never be opened')
  })

  it.each([
    ['a category slug', 'telefoane'],
    ['a slug that only starts like a route', 'about-us'],
    ["the back end's name of a shop page (mapped to it on purpose)", '/promotions'],
    ['a page built in the admin', '/page/despre'],
    ['another site', '//cdn.example.com/about'],
    ['no link', ''],
  ])('does not warn: %s', (_name, url) => {
    expect(reservedRouteWarning([node(1, url)], 'ro', ROUTES)).toBeNull()
  })
})

describe('urls listed twice', () => {
  it('names the url and the entries, with their parents', () => {
    const tree = [
      node(1, 'barbati', [node(11, 'accesorii', [], 'Accesorii')], 'Bărbați'),
      node(2, 'femei', [node(21, '/accesorii/', [], 'Accesorii')], 'Femei'),
    ]
    expect(duplicateUrlWarning(tree, 'ro')).toContain(
      '/ro/accesorii 2 times ("Accesorii" under "Bărbați", "Accesorii" under "Femei")',
    )
    expect(duplicateUrlWarning([node(1, 'a'), node(2, 'b', [node(3, 'c')])], 'ro')).toBeNull()
  })
})

/** The audit's tree: `top` items of `width` children, the first child of each with `width` of its own. */
const scale = (top = 41, width = 40) =>
  Array.from({ length: top }, (_, i) =>
    node(
      i + 1,
      `cat-${i}`,
      Array.from({ length: width }, (_, j) =>
        node(
          (i + 1) * 100 + j,
          `cat-${i}-${j}`,
          j === 0 ? Array.from({ length: width }, (_, k) => node((i + 1) * 10_000 + k, `cat-${i}-${j}-${k}`)) : [],
        ),
      ),
      `Categorie 1.${i} Produs cu denumire foarte lungă`,
    ),
  )

describe('the size of the menu', () => {
  it("a small tree within the navigation's limits: no warning", async () => {
    expect(await menuSizeWarning([node(1, 'a', [node(2, 'b', [node(3, 'c')])])], 'ro')).toBeNull()
  })

  it('a big tree: its entries and JSON, what the desktop navigation prints of it, the HTML in every page, the phone', async () => {
    const warning = await menuSizeWarning(scale(), 'ro')
    expect(warning).toMatch(/^menu_tree is big: 3,321 entries, \d+(\.\d)? kB as JSON/)
    expect(warning).toContain('the other 39 under a last item "More"')
    expect(warning).toMatch(
      /about \d+ links, \d+(\.\d)? kB of HTML \(\d+(\.\d)? kB gzip\) in every page \(untrimmed: 3,321 links/,
    )
    expect(warning).toContain("The phone's catalogue menu")
  })

  it('a tree that is not big but trimmed says what the row leaves out', async () => {
    const warning = await menuSizeWarning(scale(15, 2), 'ro')
    expect(warning).toMatch(/^menu_tree \(\d+ entries\): the desktop navigation prints it trimmed \(2 of 15 top items/)
  })

  it("the HTML it measures is the navigation's own rendering (NavigationList), byte for byte", async () => {
    // a known badge prints its message: here the badge's own name, as the measure counts it
    const intl = serverIntl('ro', compactMessages({ 'nav.badge.new': 'new' }))
    const tree = trimMenuTree(scale(14, 12), { all: (n) => `Toate (${n})`, more: 'Mai mult' })
    ;(tree[0] as MenuNode).badge = 'new'
    ;(tree[1] as MenuNode).subcategories[0] = {
      ...(tree[1]?.subcategories[0] as MenuNode),
      productCount: 12,
      badge: 'Reducere & <mai> mult',
    }
    ;(tree[2] as MenuNode).title = 'Tom & "Jerry\'s" <b>'
    expect(navigationHtmlOf(tree, 'ro')).toBe(await navigationHtml('ro', tree, false, null, intl))
  })
})

describe('in the report', () => {
  const settings = {
    project: 'Shop',
    menu_tree: [node(1, 'telefoane', [node(2, 'about', [], 'Categorie "about"'), node(3, 'telefoane')])],
  }
  const fetcher = async (request: Request) => {
    const path = new URL(request.url).pathname
    if (path === '/settings/global_site_settings/' || path === '/settings/global_site_settings')
      return Response.json(settings)
    if (path.startsWith('/settings/footer_settings')) return Response.json({ copyright: '©' })
    return Response.json({ error: 'Not found' }, { status: 404 })
  }

  it('runCheck: the menu warnings, none failing the check', async () => {
    const report = await runCheck({
      baseUrl: 'https://api.example.com',
      siteToken: 't',
      only: ['globalSettings', 'footerSettings', 'menuTree'],
      reservedRoutes: ROUTES,
      fetcher,
    })
    expect(report.warnings).toEqual([
      expect.stringContaining('menu_tree: 1 entry links a url the shop serves a page of its own at'),
      expect.stringContaining('menu_tree: 1 url is listed more than once: /ro/telefoane 2 times'),
    ])
    expect(report.exitCode).toBe(0)
  })

  it("the command reads the shop's routes itself", async () => {
    const out: string[] = []
    const code = await main(
      ['https://api.example.com', '--site-token', 't', '--only', 'globalSettings,footerSettings'],
      {
        out: (t) => out.push(t),
        err: () => {},
        env: {},
        fetcher,
      },
    )
    expect(code).toBe(0)
    expect(out.join('\n')).toContain(
      'WARNING: menu_tree: 1 entry links a url the shop serves a page of its own at ("Categorie \\"about\\"" (id 2) links /ro/about)',
    )
  })
})
