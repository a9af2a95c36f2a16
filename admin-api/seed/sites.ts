import { type Row, SEED_LOCALES, SITE_THEMES, type T4 } from './schema.ts'
import { calculatorContent } from './site-calculators.ts'
import { cmsPages, editorialContent } from './site-content.ts'
import { SITE_LOOK, SITE_VARIANTS, type SiteLocale } from './site-look.ts'
import { siteSettings } from './site-settings.ts'
import { promotions, shopContent } from './site-shop.ts'

interface SiteCtx {
  json: (v: unknown) => string
  productCount: number
  leaves: { id: number; theme: string }[]
  byLeaf: Map<number, number[]>
}

/**
 * Sites: global settings, footer, static pages and content per site and language. The parts run in
 * this order because the order of the rows is part of the seed's output.
 */
export function generateSites(emit: (t: string, v: Row) => void, ctx: SiteCtx): void {
  const { json } = ctx
  const L = SEED_LOCALES
  const tr = (t: T4, li: number) => t[li] as string
  /** One site in each seed language: its content rows go out through `work`, in the order it emits them. */
  const eachLocale = (
    siteId: number,
    si: number,
    theme: string,
    look: SiteLocale['look'],
    work: (site: SiteLocale) => void,
  ) => {
    const themeLeaves = ctx.leaves.filter((l) => l.theme === theme).map((l) => l.id)
    const productsOf = productPicker(themeLeaves, ctx)
    L.forEach((loc, li) => {
      const tl = (t: T4) => tr(t, li)
      const C: SiteLocale['C'] = (kind, id, data, extra = {}) =>
        emit('content', [
          siteId,
          kind,
          loc,
          id,
          extra.grp ?? null,
          extra.slug ?? null,
          extra.status ?? null,
          extra.sort ?? id,
          json({ id, ...data }),
        ])
      work({ siteId, si, theme, look, loc, tl, json, emit, themeLeaves, productsOf, productCount: ctx.productCount, C })
    })
  }
  const shopParts = (site: SiteLocale) => {
    siteSettings(site)
    editorialContent(site)
    promotions(site)
    cmsPages(site)
    shopContent(site)
  }
  SITE_THEMES.forEach((theme, si) => {
    const look = SITE_LOOK[theme]!
    emit('sites', [si + 1, `demo-${theme}-token`, theme, look.mainLang])
    eachLocale(si + 1, si, theme, look, shopParts)
  })
  // Calculator content comes after every other site row (the rows before it are unchanged by it).
  for (const [si, theme] of SITE_THEMES.entries()) eachLocale(si + 1, si, theme, SITE_LOOK[theme]!, calculatorContent)
  // Variant sites come last (the rows before them are unchanged by them): their theme's parts with their own look.
  SITE_VARIANTS.forEach(({ token, theme, look }, vi) => {
    const siteId = SITE_THEMES.length + vi + 1
    emit('sites', [siteId, token, theme, look.mainLang])
    eachLocale(siteId, SITE_THEMES.indexOf(theme as (typeof SITE_THEMES)[number]), theme, look, (site) => {
      shopParts(site)
      calculatorContent(site)
    })
  })
}

/** `n` product ids of the site's own categories (ids congruent to `from` mod 3), topped up from the whole catalogue. */
function productPicker(themeLeaves: number[], ctx: SiteCtx) {
  return (n: number, from: number): number[] => {
    const out: number[] = []
    for (const leaf of themeLeaves)
      for (const id of ctx.byLeaf.get(leaf) ?? []) if (out.length < n && id % 3 === from % 3) out.push(id)
    for (let id = 1; out.length < n && id <= ctx.productCount; id++) if (!out.includes(id)) out.push(id)
    return out
  }
}
