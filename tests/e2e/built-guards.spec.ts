import { expect, test } from './fixtures'

/**
 * The request guard as built (worker/middleware/request-guard): the workerd suite runs the source,
 * and the build once dropped the guard's decodeURIComponent as a pure call, so every undecodable
 * path passed it and TanStack Start answered an empty 400. HTTP only, no browser.
 */
const ROWS = [
  { name: 'an invalid escape in a page path', path: '/ro/%zz', status: 400, text: /not a valid URL/ },
  { name: 'an invalid escape in a product path', path: '/ro/product/%zz', status: 400, text: /not a valid URL/ },
  { name: 'an overlong UTF-8 sequence', path: '/ro/x%C0%AF', status: 400, text: /not a valid URL/ },
  { name: 'a truncated escape', path: '/ro/%E0%A4%A', status: 400, text: /not a valid URL/ },
  { name: 'an address over the length limit', path: `/ro/${'a'.repeat(3000)}`, status: 414, text: /URI Too Long/ },
] as const

for (const row of ROWS) {
  test(`${row.name} is a ${row.status} that says why`, async ({ request }) => {
    const res = await request.get(row.path, { maxRedirects: 0 })
    expect(res.status()).toBe(row.status)
    expect(await res.text()).toMatch(row.text)
  })
}

test('a forged X-Forwarded-Proto stores no https page for the next shopper', async ({ request, baseURL }) => {
  // Locally the runtime itself reads X-Forwarded-Proto into the request URL (on Cloudflare the URL has
  // the real scheme), so the forged request gets https links; what must hold is that they stay its
  // own: without PUBLIC_ORIGIN the page-cache key carries the origin (platform/page-cache/key.ts).
  // A page no other test asks for, so the forged request renders and stores it first.
  const path = '/en/phones'
  expect((await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } })).status()).toBe(200)
  const plain = await request.get(path)
  expect(plain.status()).toBe(200)
  const html = await plain.text()
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`)
  expect(html).not.toContain(baseURL!.replace(/^http:/, 'https:'))
})
