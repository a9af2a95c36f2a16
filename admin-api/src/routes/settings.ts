import { endpoints as E } from '#contract/endpoints.ts'
import { optionalUser } from '../lib/auth'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { abs, activeProductCount, brandTree, menuTree, siteDoc } from '../services/settings'
import { storeSubmission } from '../services/submissions'
import { requireNewsletterAllowed } from '../services/write-limits'

export function settingsRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.globalSettings, async (c) => {
    const [doc, menu, brands, count] = await Promise.all([
      siteDoc<Record<string, unknown>>(c, 'global'),
      menuTree(c),
      brandTree(c),
      activeProductCount(c),
    ])
    const logo = doc.logo as { logo?: string; logoDark?: string } | undefined
    const icons = doc.icons as { favicon?: string } | undefined
    return {
      ...doc,
      logo: { logo: abs(c, logo?.logo), logoDark: abs(c, logo?.logoDark) },
      icons: { favicon: abs(c, icons?.favicon) },
      menu_tree: menu,
      brand_tree: brands.map((b) => ({ ...b, image: abs(c, b.image) })),
      active_products_count: count,
    } as never
  })
  route(app, E.footerSettings, async (c) => siteDoc(c, 'footer') as never)
  route(app, E.mainPageSettings, async (c) => siteDoc(c, 'main_page_settings') as never)
  route(app, E.defaultSiteFiles, async (c) => {
    const d = await siteDoc<{ favicon?: string }>(c, 'default-site-files')
    return { ...d, favicon: abs(c, d.favicon) } as never
  })
  route(app, E.staticPage, async (c, { params }) => siteDoc(c, params.kind) as never)
  route(app, E.menuTree, async (c) => menuTree(c))
  // Subscriptions count per client (signed in: per account), 5 an hour and 10 a day (services/write-limits.ts): 429 over them.
  route(app, E.newsletter, async (c, { body }) => {
    await requireNewsletterAllowed(c, (await optionalUser(c))?.id ?? null)
    return { status: 'ok' as const, id: await storeSubmission(c, 'newsletter', body) }
  })
  return app
}
