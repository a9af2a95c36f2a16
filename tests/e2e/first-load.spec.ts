import { readFileSync } from 'node:fs'
import { FIRST_LOAD_PAGES, measure } from '../../scripts/first-load-js.mjs'
import { expect, test } from './fixtures'

/**
 * First-load JavaScript as the shopper's browser pays for it (issue 14): every script a page type
 * fetches on a first visit - entry, route chunks, preloads and what starts after hydration - until
 * the network is quiet, gzip'd. The build-time closure (scripts/check-budgets.mjs) misses the
 * scripts that load after hydration; this counts them. The same for stylesheets (issue 31.5).
 */
const budgets = JSON.parse(readFileSync(new URL('../../config/budgets.json', import.meta.url), 'utf8')) as {
  firstLoadJsAllScriptsGzipKB: number
  htmlGzipKB: Record<string, number>
  cssGzipKB: Record<string, number>
  notOnShopPages: { selectors: string }
}

test.describe('first-load JavaScript and CSS, every file the page loads', () => {
  test.describe.configure({ timeout: 120_000 })
  test('each page type stays within the budget', async ({ browser, baseURL }) => {
    const rows: Record<string, { kB: number; files: number; htmlKB: number | null; cssKB: number; sheets: string[] }> = {}
    const areaStyles: string[] = []
    const areaSelectors = new RegExp(budgets.notOnShopPages.selectors)
    let productPath: string | null = null
    for (const [name, path] of Object.entries(FIRST_LOAD_PAGES)) {
      const target = path ?? productPath
      if (!target) continue
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      try {
        const result = await measure(context, new URL(target, baseURL).toString())
        if (name === 'category') productPath = result.productHref
        rows[name] = { kB: result.jsGzipKB, files: result.jsFiles, htmlKB: result.htmlGzipKB, cssKB: result.cssGzipKB, sheets: result.cssFiles.map((f) => f.file) }
        // Issue 31.5 (decision 0052): no stylesheet the page fetched - linked or loaded after hydration -
        // styles the cabinet, the adverts or the calculators.
        for (const sheet of result.cssFiles) {
          const found = sheet.text.match(areaSelectors)
          if (found) areaStyles.push(`${name}: ${sheet.file} styles ${found[0]}`)
        }
      } finally {
        await context.close()
      }
    }
    console.log('first load (gzip kB: every script, and the HTML):', JSON.stringify(rows))
    expect(Object.keys(rows)).toEqual(Object.keys(FIRST_LOAD_PAGES))
    for (const [name, row] of Object.entries(rows)) expect(row.kB, `${name}: ${row.kB} kB over ${row.files} files`).toBeLessThanOrEqual(budgets.firstLoadJsAllScriptsGzipKB)
    // The HTML budget of the page types issue 31 names (decision 0007 has the goal and the history).
    for (const [name, kB] of Object.entries(budgets.htmlGzipKB)) expect(rows[name]?.htmlKB ?? Number.POSITIVE_INFINITY, `${name}: HTML ${rows[name]?.htmlKB} kB gzip`).toBeLessThanOrEqual(kB)
    for (const [name, row] of Object.entries(rows)) {
      expect(row.sheets.length, `${name}: its stylesheet`).toBeGreaterThan(0)
      expect(row.cssKB, `${name}: CSS ${row.cssKB} kB gzip (${row.sheets.join(', ')})`).toBeLessThanOrEqual(budgets.cssGzipKB[name] ?? 0)
    }
    expect(areaStyles).toEqual([])
  })
})
