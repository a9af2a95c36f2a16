import { env } from 'cloudflare:workers'
import { afterEach, expect, it } from 'vitest'
import { resetSiteMemo } from '#platform/site.server.ts'
import { send } from './helpers'

/**
 * The footer's copyright line (storefront spec 3, footer settings): the back end's `copyright` as
 * given (escaped like any text), else the shop's own "© year name. rights" line.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

async function footerOf(footer: unknown): Promise<string> {
  resetSiteMemo()
  await ssrDouble.fetch('http://admin.test/__double/routes', {
    method: 'POST',
    body: JSON.stringify({ '/settings/footer_settings': footer }),
  })
  const res = await send('/ro')
  expect(res.status).toBe(200)
  const html = await res.text()
  return /<div class="container footer__bottom">[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''
}

afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
  resetSiteMemo()
})

it("shows the back end's copyright as given, escaped", async () => {
  const bottom = await footerOf({ developers: [], copyright: '© 2026 Test Shop <b>SRL</b>' })
  expect(bottom).toContain('© 2026 Test Shop &lt;b&gt;SRL&lt;/b&gt;')
  expect(bottom).not.toContain('<b>')
})

it("without one, the shop's own line: the year, the shop's name and the rights", async () => {
  const bottom = await footerOf({ developers: [], copyright: '  ' })
  expect(bottom.replaceAll('<!-- -->', '')).toMatch(/© \d{4} Test Shop\. Toate drepturile rezervate\./)
})
