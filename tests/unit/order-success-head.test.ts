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
