import { describe, expect, it } from 'vitest'
import { SITEMAP_FAILURE_TEXT } from '../../worker/api/sitemap'
import { SITEMAP_ANSWERS } from '../../worker/api/sitemap-document.fixture'
import { adminDouble, oneBackEnd, send } from './helpers'

/**
 * A back end's sitemap index names its children `{origin}/sitemap.xml?page=N` (admin-api past 50,000
 * URLs): the storefront serves each child from /general/sitemap-file?page=N. Before, /sitemap.xml
 * asked the back end for the root whatever the query: every child was the index again.
 */
describe('sitemap index children through the storefront', () => {
  const backend = () => {
    const asked: string[] = []
    const admin = adminDouble({
      '/general/sitemap-file': (request: Request) => {
        const page = new URL(request.url).searchParams.get('page')
        asked.push(page ?? '')
        if (page === '3') return Response.json({ detail: 'Not found.' }, { status: 404 })
        return new Response(
          page
            ? `<?xml version="1.0"?><urlset><url><loc>https://shop.test/ro/child-${page}</loc></url></urlset>`
            : '<?xml version="1.0"?><sitemapindex><sitemap><loc>https://shop.test/sitemap.xml?page=1</loc></sitemap></sitemapindex>',
          { headers: { 'Content-Type': 'application/xml' } },
        )
      },
    })
    return { asked, admin }
  }

  it('/sitemap.xml is the index, /sitemap.xml?page=2 the second child', async () => {
    const { asked, admin } = backend()
    const root = await send('/sitemap.xml', {}, admin)
    expect(root.status).toBe(200)
    expect(await root.text()).toContain('<sitemapindex>')
    const child = await send('/sitemap.xml?page=2', {}, admin)
    expect(child.status).toBe(200)
    expect(child.headers.get('Content-Type')).toContain('application/xml')
    expect(await child.text()).toContain('<loc>https://shop.test/ro/child-2</loc>')
    expect(asked).toEqual(['', '2'])
  })

  // Session 62's audit: every request asked the back end again (about 1 MB each), `?x=N` included.
  it('a served sitemap is kept for its hour: the same page again, or with other parameters, asks nothing', async () => {
    const { asked, admin } = backend()
    const sendKeepingBackend = oneBackEnd(admin)
    const texts = []
    for (const path of [
      '/sitemap.xml',
      '/sitemap.xml?x=1',
      '/sitemap.xml',
      '/sitemap.xml?page=2',
      '/sitemap.xml?page=2&utm=a',
    ]) {
      const res = await sendKeepingBackend(path)
      expect(res.status).toBe(200)
      texts.push(await res.text())
    }
    expect(asked).toEqual(['', '2'])
    expect(texts[1]).toBe(texts[0])
    expect(texts[4]).toContain('child-2')
  })

  it('a child the back end does not have is 404, a malformed page 404 without asking', async () => {
    const { asked, admin } = backend()
    expect((await send('/sitemap.xml?page=3', {}, admin)).status).toBe(404)
    for (const page of ['0', 'x', '-1', '99999'])
      expect((await send(`/sitemap.xml?page=${page}`, {}, admin)).status).toBe(404)
    expect(asked).toEqual(['3'])
  })
})

/**
 * The back end's answer is served only when it is a whole sitemap, by the test check-backend uses
 * too (worker/api/sitemap-document.ts). Before, half a sitemap (cut mid-<url>) was a 200 of invalid
 * XML cached for an hour, and XML labelled text/html a 502 that check-backend passed.
 */
describe('/sitemap.xml serves a whole sitemap, whatever its label, and nothing else', () => {
  it.each(SITEMAP_ANSWERS)('$what: served = $sitemap', async ({ body, contentType, sitemap }) => {
    const admin = adminDouble({
      '/general/sitemap-file': () => new Response(body, { headers: { 'Content-Type': contentType } }),
    })
    const res = await send('/sitemap.xml', {}, admin)
    if (sitemap) {
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toContain('application/xml')
      expect(await res.text()).toBe(body)
    } else {
      expect(res.status).toBe(502)
      expect(res.headers.get('Cache-Control') ?? '').not.toContain('public')
      expect(await res.text()).toBe(SITEMAP_FAILURE_TEXT)
    }
  })
})
