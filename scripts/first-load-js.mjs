#!/usr/bin/env node
/**
 * First-load JavaScript as a shopper's browser pays for it: opens each page type in Chromium,
 * waits until the network is quiet (no interaction, no scrolling), and sums every JavaScript file
 * the page fetched - the entry, route chunks, preloads and whatever starts after hydration - gzip'd
 * at level 9 like the budgets. Inline scripts (the hydration data) and the page's HTML are reported
 * beside it, and so are the stylesheets the page fetched (decision 0052), with their text for the e2e check.
 *
 *   node scripts/first-load-js.mjs http://127.0.0.1:8787 [--json out.json]
 */
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from './chromium-flags.mjs'

/** LazyHydrate's RELEASED_BY_RENDER (app/ui/LazyHydrate.tsx; first-load.spec checks they are the same). */
export const RELEASED_BY_RENDER_MARK = 'lazy-hydrate:released-by-render'

export const FIRST_LOAD_PAGES = {
  home: '/ro',
  category: '/ro/telefoane',
  product: null, // the first product of the category
  cart: '/ro/cart',
  search: '/ro/search?query=smartphone', // a search with results (an empty one also loads its popular queries)
  'not-found': '/ro/no-such-page-at-all',
}

/** One page in a fresh browser context: every JS response it fetched until the network was quiet. */
export async function measure(context, url, quietMs = 2_000) {
  const page = await context.newPage()
  const scripts = new Map()
  const styles = new Map()
  const pending = new Set()
  let html = null
  page.on('response', (response) => {
    if (html === null && response.request().resourceType() === 'document') {
      html = response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
      pending.add(html.catch(() => {}))
      return
    }
    const type = response.headers()['content-type'] ?? ''
    if (/text\/css/.test(type) || /\.css(\?|$)/.test(response.url())) {
      const done = response
        .body()
        .then((body) =>
          styles.set(response.url(), {
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            text: body.toString('utf8'),
          }),
        )
        .catch(() => {})
      pending.add(done)
      return
    }
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(response.url())) return
    const done = response
      .body()
      .then((body) => scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
      .catch(() => {})
    pending.add(done)
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(quietMs)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].reduce((n, s) => n + s.textContent.length, 0),
  )
  const productHref = await page.evaluate(
    () => document.querySelector('a[href*="/product/"]')?.getAttribute('href') ?? null,
  )
  // Lazy boundaries a parent's re-render hydrated before they neared the viewport (app/ui/LazyHydrate.tsx
  // marks them; decision 0084): on a first load with no interaction there should be none.
  const releasedByRender = await page.evaluate(
    (name) => performance.getEntriesByName(name).map((mark) => String(mark.detail)),
    RELEASED_BY_RENDER_MARK,
  )
  await page.close()
  const document = html ? await html.catch(() => null) : null
  const files = [...scripts.entries()]
    .map(([u, s]) => ({ file: new URL(u).pathname, ...s }))
    .sort((a, b) => b.gzip - a.gzip)
  const cssFiles = [...styles.entries()].map(([u, s]) => ({ file: new URL(u).pathname, ...s }))
  return {
    cssGzipKB: +(cssFiles.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1),
    cssRawKB: +(cssFiles.reduce((n, f) => n + f.raw, 0) / 1024).toFixed(1),
    cssFiles,
    jsGzipKB: +(files.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1),
    jsFiles: files.length,
    inlineScriptKB: +(inline / 1024).toFixed(1),
    // The page's HTML as served, gzip'd at level 9 (issue 31: the HTML budget per page type).
    htmlGzipKB: document ? +(document.gzip / 1024).toFixed(1) : null,
    htmlRawKB: document ? +(document.raw / 1024).toFixed(1) : null,
    files,
    productHref,
    releasedByRender,
  }
}

/** Per page type: the JS the browser loaded. `base` is a running storefront. */
export async function firstLoadJs(
  base,
  { executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', quietMs = 2_000 } = {},
) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  try {
    const out = {}
    for (const [name, path] of Object.entries(FIRST_LOAD_PAGES)) {
      // A fresh context per page: nothing cached from the page before, like a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      try {
        let target = path
        if (target === null) target = out.category?.productHref
        if (!target) continue
        out[name] = await measure(context, new URL(target, base).toString(), quietMs)
        out[name].path = target
      } finally {
        await context.close()
      }
    }
    return out
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8787'
  const jsonAt = process.argv.indexOf('--json')
  const result = await firstLoadJs(base)
  console.table(
    Object.fromEntries(
      Object.entries(result).map(([k, v]) => [
        k,
        {
          path: v.path,
          jsGzipKB: v.jsGzipKB,
          files: v.jsFiles,
          inlineScriptKB: v.inlineScriptKB,
          cssGzipKB: v.cssGzipKB,
        },
      ]),
    ),
  )
  // The stylesheets' text is for the e2e check only.
  const withoutCssText = (_key, value) => (_key === 'text' ? undefined : value)
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(result, withoutCssText, 2))
}
