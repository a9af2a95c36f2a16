import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { send } from './helpers'

/**
 * Content pages inside workerd. Server rendering talks to the suite's minimal admin double
 * (settings and footer only; every content call answers 404), so these cases cover the failure
 * paths: pages stay up with empty areas, unknown CMS paths are 404, bad input never 500s.
 * The happy paths run end to end against the reference back end (tests/e2e/content.spec.ts).
 */
describe('content pages when their calls fail', () => {
  it.each([
    '/en/about',
    '/en/delivery',
    '/ro/terms',
    '/ru/policy',
    '/uk/cookies',
    '/en/faq',
    '/en/services',
    '/en/order-guide',
    '/en/contacts',
    '/en/career',
    '/en/review',
    '/en/articles',
    '/en/articles?tab=2&page=3',
    '/en/gallery',
    '/en/partners',
  ])('%s still renders (200) inside the layout with the area empty', async (path) => {
    const res = await send(path)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1[ >]/)
    expect(html).toContain('class="footer"')
    expect(html).toContain('content-empty')
  })

  it.each([
    ['/en/articles?tab=0&page=1', '/en/articles'],
    ['/en/articles?page=1', '/en/articles'],
    ['/ro/articles?tab=2&page=x', '/ro/articles?tab=2'],
    // a category answers like the articles: one URL per page (spec 2.3)
    ['/ro/telefoane?page=1', '/ro/telefoane'],
    ['/ro/telefoane?sort=price%2B&page=1', '/ro/telefoane?sort=price%2B'],
  ])('%s is redirected (301) to %s', async (path, location) => {
    const res = await send(path)
    expect(res.status).toBe(301)
    expect(
      new URL(res.headers.get('Location') ?? '', 'https://shop.test').pathname +
        new URL(res.headers.get('Location') ?? '', 'https://shop.test').search,
    ).toBe(location)
  })

  it.each([
    '/en/gallery/abc',
    '/en/gallery/0',
    '/en/list/0',
    '/en/list/99999999999',
    '/en/articles/missing',
    '/en/landing/none',
    '/ro/a/b/c',
    '/en/x/..%2F..%2Fetc',
  ])('%s is the 404 page inside the layout', async (path) => {
    const res = await send(path)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('error-page')
    expect(html).toContain('class="footer"')
  })
})

describe("the contacts page's shops as the back end names them (spec 3: shopId, isOpen, sorted)", () => {
  const double = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
  afterEach(() => double.fetch('http://admin.test/__double/routes', { method: 'DELETE' }))

  it('a shop that does not say whether it is open has no badge; one without a phone or address has no empty line', async () => {
    await double.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      body: JSON.stringify({
        '/shop/get-stores/': [
          { shopId: 1, title: 'Centru', sorted: 1 },
          { shopId: 2, title: 'Botanica', address: 'bd. Dacia 10', phone: '+373 22 000 002', isOpen: false, sorted: 2 },
          { shopId: 3, title: 'Ciocana', isOpen: 1, sorted: 3 },
        ],
      }),
    })
    const res = await send('/ro/contacts')
    expect(res.status).toBe(200)
    const html = await res.text()
    const cards = html.split('data-testid="store"').slice(1)
    expect(cards).toHaveLength(3)
    expect(cards.map((card) => /store-badge--(open|closed)/.exec(card)?.[1] ?? null)).toEqual([null, 'closed', 'open'])
    expect(html).not.toMatch(/href="tel:"/)
    expect(html).not.toMatch(/<p><\/p>/)
    expect(html).toContain('href="tel:+37322000002"')
  })
})

describe("the contacts page's own text and groups as another back end sends them (session 59's operator audit)", () => {
  const double = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
  afterEach(() => double.fetch('http://admin.test/__double/routes', { method: 'DELETE' }))

  it('a null map, an empty phone, a null e-mail, an empty group and a shop without hours: all else shown, nothing empty', async () => {
    await double.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      body: JSON.stringify({
        '/base/page-contacts/': {
          title: 'Contacte',
          address: 'str. Ismail 1',
          phones: ['+373 22 111 111', ''],
          emails: [],
          map: null,
          schedule: null,
        },
        '/base/contacts/group/': [
          {
            id: 1,
            title: 'Depozite',
            contacts: [
              {
                id: 7,
                title: 'Depozit fără e-mail',
                group_id: 1,
                phone: '+373 22 222 222',
                email: null,
                schedule: null,
              },
            ],
          },
          { id: 2, title: 'Grup gol', contacts: [] },
        ],
        '/shop/get-stores/': [{ shopId: 1, title: 'Centru', sorted: 1, schedule: [] }],
      }),
    })
    const res = await send('/ro/contacts')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('str. Ismail 1')
    expect(html).toContain('href="tel:+37322111111"')
    expect(html).toContain('Depozit fără e-mail')
    expect(html).toContain('href="tel:+37322222222"')
    expect(html).not.toMatch(/<h2[^>]*>Grup gol</)
    expect(html).not.toMatch(/href="(tel|mailto):"/)
    expect(html).not.toMatch(/ · <\/|> · </)
    expect(html).not.toContain('<details')
  })
})

describe("the home page's vacancies (settings' show_on_main_page, spec 3)", () => {
  const double = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
  afterEach(() => double.fetch('http://admin.test/__double/routes', { method: 'DELETE' }))
  const vacancy = (id: number, onMain: boolean | string) => ({
    id,
    title: `Vacancy ${id}`,
    description: '<p>Work</p>',
    salary: null,
    city: 'Chișinău',
    show_on_main_page: onMain,
    requirements: [],
  })

  it('asks with show_on_main_page and keeps only the marked ones, whatever the back end sends; the career page lists all', async () => {
    const { loadVacancies } = await import('#app/features/content/content.server.ts')
    const all = [vacancy(1, true), vacancy(2, false), vacancy(3, '1'), vacancy(4, 'false')]
    await double.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      // Asked with the filter, a back end that ignores it answers every vacancy; the bare path answers
      // another list, so the home page's ids say which call it made.
      body: JSON.stringify({ '/base/vacancies?show_on_main_page=true': all, '/base/vacancies': [vacancy(5, false)] }),
    })
    expect((await loadVacancies('ro', true)).items.map((v) => v.id)).toEqual([1, 3])
    expect((await loadVacancies('ro', false)).items.map((v) => v.id)).toEqual([5])
  })
})
