import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '#app/i18n/messages.ts'
import { LOCALES } from '#config'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'

// The page's component (and the server code its feature's index reaches) is not what is tested.
vi.mock('#app/features/checkout/index.ts', () => ({ OrderSuccess: () => null }))
const { Route } = await import('../../routes/$lang/cart/success')

/**
 * The order-success page's title (cold review r61): it was the shop's name alone in every language, its
 * head() giving only robots noindex. It says what its heading says now, in the page's language.
 */
const TEXTS = { en, ro, ru, uk }
beforeAll(() => Promise.all(LOCALES.map((l) => loadMessages(l))))

describe('/{lang}/cart/success head()', () => {
  it.each(LOCALES)('%s: "Thank you for your order! | Shop", not indexed', (locale) => {
    const head = Route.options.head as (ctx: { matches: unknown[] }) => { meta: unknown[] }
    const matches = [{ loaderData: undefined }, { loaderData: { locale, project: 'Shop' } }, { loaderData: {} }]
    expect(head({ matches }).meta).toEqual([
      { title: `${TEXTS[locale]['success.title']} | Shop` },
      { name: 'robots', content: 'noindex' },
    ])
  })
})

// Session 63: an order's number is its id when the back end names none, and an id may be text
// (`shop:17`, `order_01H...`, 64 characters at most: contract order-id.ts).
describe('/{lang}/cart/success ?order=', () => {
  const read = (order: unknown) =>
    (Route.options.validateSearch as (raw: Record<string, unknown>) => { order?: string })({ order }).order
  it.each(['1001', 'R1-5001', 'ORD-5005', 'shop:17', 'v1.17', 'order_01HQ8ZK3V6X2P4M7N9R5T1W3Y8', 'a'.repeat(64)])(
    '%s is shown',
    (order) => expect(read(order)).toBe(order),
  )
  it.each(['', 'a'.repeat(65), '<script>', 'a/b', 'ORD 5005', 5001])('%j is not', (order) =>
    expect(read(order)).toBeUndefined(),
  )
})
