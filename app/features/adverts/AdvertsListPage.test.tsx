// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import type { Locale } from '#config'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'

/**
 * The adverts filters' empty choices agree with their fields (cold review r61): ru and uk said "Любая" /
 * "Будь-яка" (feminine, right for the category) on the region, the type and every other select -
 * "Регион | Любая", "Тип | Любая". Each field has its own text now; the attribute selects (rooms,
 * condition, fuel: any gender or number) say "doesn't matter".
 */
const lang = vi.hoisted(() => ({ current: 'ro' as Locale }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => lang.current }))
vi.mock('@tanstack/react-router', () => ({ Link: () => null }))
vi.mock('./FavoriteButton', () => ({ FavoriteButton: () => null }))
vi.mock('./favorites-store', () => ({ useAdvertUserData: () => {} }))
vi.mock('./useAdvertLookups', () => ({
  useAdvertLookups: () => ({
    locations: [{ id: 1, title: 'Chișinău' }],
    sectors: [{ id: 2, title: 'Centru' }],
    attributes: [
      {
        id: 3,
        keyword: 'rooms',
        type: 'select',
        unit: null,
        title: 'Rooms',
        categories: [1],
        options: [{ id: 4, title: '1' }],
      },
    ],
  }),
}))
const { AdvertsListPage } = await import('./AdvertsListPage')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const CATALOGUES = { en, ro, ru, uk }

/** The empty choice of each select of the filters, by the select's name. */
async function emptyChoices(locale: Locale) {
  lang.current = locale
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale={locale} messages={compactMessages(CATALOGUES[locale])}>
        <AdvertsListPage
          data={{
            adverts: [],
            totalCount: 0,
            categories: [{ id: 1, parent_id: null, slug: 'flats', title: 'Flats', count: 1 }],
            regions: [{ id: 1, title: 'Chișinău', count: 1 }],
            rates: [],
          }}
          search={{ category: 1, region: 1, location: 1 }}
          origin="https://shop.test"
          navigate={() => {}}
        />
      </LocaleProvider>,
    ),
  )
  const filters = host.querySelector('[data-testid="adverts-filters"]')!
  const out = Object.fromEntries(
    [...filters.querySelectorAll('select')]
      .filter((s) => s.querySelector('option[value=""]'))
      .map((s) => [s.name, s.querySelector('option[value=""]')!.textContent]),
  )
  await act(async () => root.unmount())
  return out
}

describe('the adverts filters: "any" agrees with each field', () => {
  it.each([
    ['ru', 'Любая', 'Любой', 'Не важно'],
    ['uk', 'Будь-яка', 'Будь-який', 'Не важливо'],
    ['ro', 'Oricare', 'Oricare', 'Indiferent'],
    ['en', 'Any', 'Any', 'Any'],
  ] as const)(
    '%s: the category %s, region, locality, sector and type %s, an attribute %s',
    async (locale, feminine, masculine, attribute) => {
      expect(await emptyChoices(locale)).toEqual({
        category: feminine,
        'attr-3': attribute,
        region: masculine,
        location: masculine,
        sector: masculine,
        type: masculine,
      })
    },
  )
})

/**
 * Shopper audit a4 (session 67): nothing on the market site led to posting an advert. The list's
 * heading carries "Post an advert" and "My adverts" (AreaLinks.tsx: a guest is sent to sign in and back).
 */
describe("the list's heading: the way to post an advert and to one's own", () => {
  it.each([
    ['en', 'Post an advert', 'My adverts'],
    ['ro', 'Publică un anunț', 'Anunțurile mele'],
    ['ru', 'Подать объявление', 'Мои объявления'],
    ['uk', 'Подати оголошення', 'Мої оголошення'],
  ] as const)('%s', async (locale, post, mine) => {
    lang.current = locale
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <LocaleProvider locale={locale} messages={compactMessages(CATALOGUES[locale])}>
          <AdvertsListPage
            data={{ adverts: [], totalCount: 0, categories: [], regions: [], rates: [] }}
            search={{}}
            origin="https://shop.test"
            navigate={() => {}}
          />
        </LocaleProvider>,
      ),
    )
    const link = (id: string) => host.querySelector(`.adverts-heading [data-testid="${id}"]`)
    expect([link('adverts-post')?.getAttribute('href'), link('adverts-post')?.textContent]).toEqual([
      `/${locale}/adverts/add`,
      post,
    ])
    expect([link('adverts-mine')?.getAttribute('href'), link('adverts-mine')?.textContent]).toEqual([
      `/${locale}/adverts/my`,
      mine,
    ])
    await act(async () => root.unmount())
  })
})
