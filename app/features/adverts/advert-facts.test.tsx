// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { advertFacts, advertPoint } from './advert-facts'

/** Issue 51 point 2: what a buyer reads of an advert's type, area, cadastral number and map point. */
const shell = vi.hoisted(() => ({ mapTiles: null as null | { url: string; attribution: string } }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ru', useShell: () => shell }))
vi.mock('./FavoriteButton', () => ({ FavoriteButton: () => null }))
const { AdvertCardView } = await import('./AdvertCard')
const { AdvertFacts } = await import('./AdvertFacts')
const { AdvertMap } = await import('./AdvertMap')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

async function render(node: ReactNode, lang: 'ru' | 'uk' = 'ru') {
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale={lang} messages={compactMessages(lang === 'ru' ? ru : uk)}>
        {node}
      </LocaleProvider>,
    ),
  )
  return { host, unmount: () => act(() => root.unmount()) }
}

const base = { type: 'sale' as const, area: 6.5, default_area_unit: 'ari' as const, cadastral_number: '0100.123.456' }
/** A list card of the advert `base` describes, with the rest of a card's fields empty. */
const cardOf = ({ title }: { title: string }) => ({
  ...base,
  id: '1',
  slug: 's',
  title,
  description: '',
  price: 10,
  default_currency: 'EUR' as const,
  is_negotiable_price: false,
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
  created_at: '',
  updated_at: '',
})

describe('advertFacts', () => {
  it.each([
    ['type, area and cadastral number', base, ['type:sale', 'area:6.5:ari', 'cadastral:0100.123.456']],
    ['no area: left out', { ...base, area: null }, ['type:sale', 'cadastral:0100.123.456']],
    ['an area of 0: left out', { ...base, area: 0 }, ['type:sale', 'cadastral:0100.123.456']],
    [
      'a blank cadastral number: left out',
      { ...base, type: 'rent' as const, cadastral_number: '  ' },
      ['type:rent', 'area:6.5:ari'],
    ],
    [
      'the card (no cadastral number), m2',
      { type: 'exchange' as const, area: 120, default_area_unit: 'm2' as const },
      ['type:exchange', 'area:120:m2'],
    ],
    // Session 59: another back end's type or unit the shop has no words for (read as null) is not said.
    ["a type not the shop's: no type fact", { ...base, type: null }, ['area:6.5:ari', 'cadastral:0100.123.456']],
    [
      "a unit not the shop's: no area fact",
      { ...base, default_area_unit: null },
      ['type:sale', 'cadastral:0100.123.456'],
    ],
  ])('%s', (_, input, expected) => {
    expect(
      advertFacts(input).map((f) =>
        f.kind === 'type' ? `type:${f.type}` : f.kind === 'area' ? `area:${f.area}:${f.unit}` : `cadastral:${f.value}`,
      ),
    ).toEqual(expected)
  })
})

describe('advertPoint', () => {
  it.each([
    [47.02, 28.83, { lat: 47.02, lon: 28.83 }],
    [0, 0, { lat: 0, lon: 0 }],
    [null, 28.83, null],
    [47.02, null, null],
    [91, 28.83, null],
    [47.02, -181, null],
    [Number.NaN, 1, null],
  ])('lat %s, lon %s', (lat, lon, expected) => {
    expect(advertPoint({ lat, lon })).toEqual(expected)
  })
})

describe('on the page and the card, in the page language', () => {
  it("a card of another back end's currency, type and unit: its price in that currency, not converted, no type or area", async () => {
    const card = { ...cardOf({ title: 'Vilă' }), default_currency: 'GBP', type: null, default_area_unit: null }
    const v = await render(<AdvertCardView advert={card} currency="EUR" rates={[{ code: 'EUR', rate: 19.5 }]} />)
    expect(v.host.querySelector('[data-testid="advert-price"]')?.textContent).toBe('10\u00a0GBP')
    expect(v.host.querySelector('[data-testid="advert-converted"]')).toBeNull()
    expect(v.host.querySelector('[data-testid="advert-card-facts"]')?.textContent ?? '').toBe('')
    v.unmount()
  })

  it('the page: type, area in its unit, cadastral number, each with its label (ru)', async () => {
    const v = await render(<AdvertFacts advert={base} />)
    const rows = [...v.host.querySelectorAll('[data-testid="advert-facts"] > div')].map(
      (d) => `${d.querySelector('dt')?.textContent}=${d.querySelector('dd')?.textContent}`,
    )
    expect(rows).toEqual(['Тип=Продажа', 'Площадь=6,5 сот.', 'Кадастровый номер=0100.123.456'])
    v.unmount()
  })

  it('the card: the type and the area in one line, no cadastral number (uk, m²)', async () => {
    const card = { ...cardOf({ title: 'Ділянка' }), default_area_unit: 'm2' as const, area: 1250 }
    const v = await render(<AdvertCardView advert={card} currency="EUR" rates={[]} />, 'uk')
    expect(v.host.querySelector('[data-testid="advert-card-facts"]')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Продаж · 1 250 м²',
    )
    v.unmount()
  })

  it.each([
    ['only in Ukrainian on a ru page: lang="uk"', { ro: '', ru: '', uk: 'Ділянка', en: '' }, 'uk'],
    ["in the page's language: no lang", { ro: 'Teren', ru: 'Ділянка', uk: 'Ділянка', en: '' }, null],
    ['no per-language titles (ours): no lang', undefined, null],
  ])("the card's title %s", async (_n, titles, lang) => {
    const card = { ...cardOf({ title: 'Ділянка' }), ...(titles ? { titles } : {}) }
    const v = await render(<AdvertCardView advert={card} currency="EUR" rates={[]} />)
    expect(v.host.querySelector('h2')?.getAttribute('lang')).toBe(lang)
    v.unmount()
  })

  it('a draft saved without a title: the card says so and its link has a name; the place says a locality named as its region once (UX audit, session 65)', async () => {
    const card = {
      ...cardOf({ title: '  ' }),
      is_draft: true,
      region: { id: 1, title: 'Кишинёв' },
      location: { id: 2, title: 'Кишинёв' },
      titles: { ro: '', ru: '', uk: 'x', en: '' },
    }
    const v = await render(<AdvertCardView advert={card} currency="EUR" rates={[]} />)
    const title = v.host.querySelector('h2')
    expect(title?.textContent).toBe('Объявление без названия')
    expect(title?.getAttribute('lang')).toBeNull()
    expect(v.host.querySelector('a')?.textContent).toContain('Объявление без названия')
    expect(v.host.querySelector('.advert-card__place')?.textContent).toBe('Кишинёв')
    v.unmount()
  })

  it('the map point: a link to open it in a map; the map box only with a tile source (Leaflet loads when it comes into view)', async () => {
    shell.mapTiles = null
    let v = await render(<AdvertMap lat={47.02} lon={28.83} title="Участок" />)
    expect(v.host.querySelector('[data-testid="advert-point-link"]')?.getAttribute('href')).toContain(
      'mlat=47.02&mlon=28.83',
    )
    expect(v.host.querySelector('[data-testid="advert-point-map"]')).toBeNull()
    expect(v.host.querySelector('h2')?.textContent).toBe('Место на карте')
    v.unmount()
    shell.mapTiles = { url: 'https://tile.example/{z}/{x}/{y}.png', attribution: 'x' }
    v = await render(<AdvertMap lat={47.02} lon={28.83} title="Участок" />)
    expect(v.host.querySelector('[data-testid="advert-point-map"]')).not.toBeNull()
    v.unmount()
  })
})
