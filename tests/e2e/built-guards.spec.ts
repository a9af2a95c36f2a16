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

test('a forged X-Forwarded-Proto writes no https link into the page (the page cache would serve it to everyone)', async ({
  request,
  baseURL,
}) => {
  // A query string: rendered now, never answered from a page stored by another test.
  const res = await request.get('/ro?guard=forwarded-proto', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ro`)
  expect(html).not.toContain(baseURL!.replace(/^http:/, 'https:'))
})
