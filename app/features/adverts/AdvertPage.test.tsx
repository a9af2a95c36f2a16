// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { advertDetailSchema } from '#contract/adverts.ts'
import ro from '#locales/ro.json'
import { contactBox } from './contact-box'

/**
 * The advert page's contact box and report button (a review on the market theme): the box was
 * headed with the seller's account first name from the back end's `seller` - "Ion" stayed on the
 * public page after the seller cleared the contact name and every phone - and the owner was offered
 * a complaint on their own advert, which the back end refuses.
 */
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({ mapTiles: null, settings: { is_romanian: false } }),
}))
vi.mock('./FavoriteButton', () => ({ FavoriteButton: () => null }))
vi.mock('./favorites-store', () => ({ useAdvertUserData: () => {} }))
vi.mock('./ReportAdvert', () => ({ ReportAdvertForm: () => null }))
vi.mock('./OwnerBanner', () => ({ OwnerBanner: () => null }))
vi.mock('../auth', () => ({ readSessionHint: () => true }))
const session = vi.hoisted(() => ({ signedIn: true }))
vi.mock('#app/lib/session-state.ts', () => ({ readSessionHint: () => (session.signedIn ? {} : null) }))
const ownership = vi.hoisted(() => ({ calls: [] as unknown[], mine: false }))
vi.mock('./mine.functions', () => ({
  getAdvertOwnershipFn: (input: unknown) => {
    ownership.calls.push(input)
    return Promise.resolve({ mine: ownership.mine })
  },
}))
const { AdvertPage } = await import('./AdvertPage')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const texts = { ro: 'Laptop', ru: '', uk: '', en: '' }
/** An answer as a back end that still sends `seller` (an operator's, or this one before) gives it. */
const answer = (over: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'laptop-7',
  type: 'sale',
  title: 'Laptop',
  description: '',
  price: 100,
  default_currency: 'EUR',
  is_negotiable_price: false,
  area: null,
  default_area_unit: 'ari',
  category: null,
  region: null,
  location: null,
  sector: null,
  preview: null,
  images_count: 0,
  is_active: true,
  is_draft: false,
  is_favorite: false,
  is_mine: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  titles: texts,
  descriptions: { ro: '', ru: '', uk: '', en: '' },
  lat: null,
  lon: null,
  address: '',
  cadastral_number: '',
  contacts: [],
  images: [],
  attributes: [],
  seller: { id: 1, name: 'Ion' },
  ...over,
})

async function render(body: Record<string, unknown>, owner = false) {
  const advert = advertDetailSchema.parse(body)
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AdvertPage advert={advert} rates={[]} origin="https://shop.test" owner={owner} />
      </LocaleProvider>,
    ),
  )
  return { advert, host, unmount: () => act(() => root.unmount()) }
}

describe('the advert page names no account', () => {
  it('drops the back end’s seller: not in the parsed advert, not on the page', async () => {
    const { advert, host, unmount } = await render(
      answer({ contacts: [{ name: 'Иван Продавец', phone: '+37369000222' }] }),
    )
    expect(advert).not.toHaveProperty('seller')
    const box = host.querySelector('[data-testid="advert-seller"]')!
    expect(box.querySelector('.advert-seller__name')?.textContent).toBe('Иван Продавец')
    expect(box.querySelector('a')?.getAttribute('href')).toBe('tel:+37369000222')
    expect(host.textContent).not.toContain('Ion')
    await unmount()
  })

  it('with the contact name and every phone cleared: no name, no box, no contact button', async () => {
    const { host, unmount } = await render(answer({ contacts: [] }))
    expect(host.textContent).not.toContain('Ion')
    expect(host.querySelector('[data-testid="advert-seller"]')).toBeNull()
    expect(host.querySelector('.advert-page__contacts')).toBeNull()
    expect(host.querySelector('.advert-page__contact-button')).toBeNull()
    await unmount()
  })

  it('phones without a contact name: the phones only', async () => {
    const { host, unmount } = await render(answer({ contacts: [{ phone: '+37369000333' }] }))
    expect(host.querySelector('.advert-seller__name')).toBeNull()
    // walk of the accounts spec (session 70): shown as the site writes numbers, dialled as saved
    expect(host.querySelector('[data-testid="advert-seller"]')?.textContent).toBe('+(373) 69 000-333')
    expect(host.querySelector('[data-testid="advert-seller"] a')?.getAttribute('href')).toBe('tel:+37369000333')
    await unmount()
  })

  it('a number not whole in the site mask shows as saved', async () => {
    const { host, unmount } = await render(answer({ contacts: [{ phone: '+4470000111' }] }))
    expect(host.querySelector('[data-testid="advert-seller"]')?.textContent).toBe('+4470000111')
    await unmount()
  })
})

describe('an advert written in another language than the page (cold review r61)', () => {
  const uk = 'Будинок, 1 поверх, з гаражем'
  const ukText = "Кам'яний будинок, автономне опалення, великий двір."
  const none = { ro: '', ru: '', uk: '', en: '' }

  it('its Ukrainian title and description on a ro page carry lang="uk"', async () => {
    const { host, unmount } = await render(
      answer({
        title: uk,
        titles: { ...none, uk },
        description: ukText,
        descriptions: { ...none, uk: ukText },
        images: [{ id: 1, url: '/i.svg', position: 0, is_preview: true }],
      }),
    )
    expect(host.querySelector('h1')?.getAttribute('lang')).toBe('uk')
    expect(host.querySelector('.advert-page__description')?.getAttribute('lang')).toBe('uk')
    expect(host.querySelector('[data-testid="advert-image"]')?.getAttribute('lang')).toBe('uk')
    await unmount()
  })

  it('the page language’s own texts: no lang of their own', async () => {
    const { host, unmount } = await render(
      answer({ description: 'Casă', descriptions: { ...none, ro: 'Casă', uk: ukText } }),
    )
    expect(host.querySelector('h1')?.hasAttribute('lang')).toBe(false)
    expect(host.querySelector('.advert-page__description')?.hasAttribute('lang')).toBe(false)
    await unmount()
  })
})

describe('the report button', () => {
  it.each([
    ['a buyer on the public page: shown', answer(), false, true],
    ['the owner, on the page loaded with their token (is_mine): hidden', answer({ is_mine: true }), false, false],
    ['the owner’s view of a paused advert or draft: hidden', answer({ is_active: false }), true, false],
  ])('%s', async (_name, body, owner, shown) => {
    const { host, unmount } = await render(body, owner)
    expect(host.querySelector('[data-testid="advert-report"]') !== null).toBe(shown)
    await unmount()
  })
})

/**
 * Shopper audit a4 (session 67): the public advert page is cached without anything personal, so its
 * `is_mine` is never the viewer's - the owner saw Report on their own advert and no Edit. The page now
 * asks after it loads, signed in, and the owner gets Edit instead of Report; the HTML stays everyone's.
 */
describe('the owner on the cached public page', () => {
  const reset = (signedIn: boolean, mine: boolean) => {
    session.signedIn = signedIn
    ownership.mine = mine
    ownership.calls = []
  }
  const has = (host: HTMLElement, id: string) => host.querySelector(`[data-testid="${id}"]`) !== null

  it('signed in and the owner: Edit, to the edit form, instead of Report', async () => {
    reset(true, true)
    const { host, unmount } = await render(answer())
    expect(ownership.calls).toEqual([{ data: { lang: 'ro', slug: 'laptop-7' } }])
    expect(has(host, 'advert-report')).toBe(false)
    expect(host.querySelector('[data-testid="advert-edit"]')?.getAttribute('href')).toBe('/ro/adverts/edit/laptop-7')
    await unmount()
  })

  it('signed in, someone else’s advert: Report, no Edit', async () => {
    reset(true, false)
    const { host, unmount } = await render(answer())
    expect(ownership.calls).toHaveLength(1)
    expect([has(host, 'advert-report'), has(host, 'advert-edit')]).toEqual([true, false])
    await unmount()
  })

  it('a guest: nothing asked, Report', async () => {
    reset(false, true)
    const { host, unmount } = await render(answer())
    expect(ownership.calls).toEqual([])
    expect([has(host, 'advert-report'), has(host, 'advert-edit')]).toEqual([true, false])
    await unmount()
  })

  it('the HTML the server renders (the cached page) is the buyer’s: Report, no Edit, nothing asked', () => {
    reset(true, true)
    const html = renderToString(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AdvertPage advert={advertDetailSchema.parse(answer())} rates={[]} origin="https://shop.test" />
      </LocaleProvider>,
    )
    expect(html).toContain('data-testid="advert-report"')
    expect(html).not.toContain('advert-edit')
    expect(ownership.calls).toEqual([])
  })

  it('the owner’s view knows already: Edit, nothing asked', async () => {
    reset(true, false)
    const { host, unmount } = await render(answer(), true)
    expect(ownership.calls).toEqual([])
    expect([has(host, 'advert-report'), has(host, 'advert-edit')]).toEqual([false, true])
    await unmount()
  })
})

/** Shopper audit a4 (session 67): an advert without photos showed a large empty grey box. */
describe('an advert without photos', () => {
  it('a small "no photo" placeholder with its words, not an empty photo-sized box', async () => {
    const { host, unmount } = await render(answer({ images: [] }))
    expect(host.querySelector('[data-testid="advert-nophoto"]')?.textContent).toBe('Fără fotografie')
    expect(host.querySelector('.advert-card__noimage')).toBeNull()
    await unmount()
  })
})

describe('contactBox', () => {
  it.each([
    ['none', [], null],
    ['blank phones only', [{ name: 'A', phone: ' ' }], null],
    [
      'one shared name: the heading, phones alone',
      [
        { name: 'Иван', phone: '+1111' },
        { name: 'Иван', phone: '+2222' },
      ],
      {
        name: 'Иван',
        lines: [
          { name: null, phone: '+1111' },
          { name: null, phone: '+2222' },
        ],
      },
    ],
    ['no name', [{ phone: '+1111' }], { name: null, lines: [{ name: null, phone: '+1111' }] }],
    [
      'names that differ: each by its phone',
      [{ name: 'Ana', phone: '+1111' }, { phone: '+2222' }],
      {
        name: null,
        lines: [
          { name: 'Ana', phone: '+1111' },
          { name: null, phone: '+2222' },
        ],
      },
    ],
  ])('%s', (_name, contacts, expected) => expect(contactBox(contacts)).toEqual(expected))
})
