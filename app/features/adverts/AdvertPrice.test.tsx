import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import type { Locale } from '#config'
import type { AdvertCurrency } from '#contract/advert-rules.ts'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'

const page = vi.hoisted(() => ({ lang: 'ro' as Locale }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => page.lang }))
const { AdvertPrice } = await import('./AdvertPrice')

const catalogues = { en, ro, ru, uk }
/** MDL per unit, as the back end's /api/currency-rates/ gives them. */
const rates = [
  { code: 'MDL', rate: 1 },
  { code: 'UAH', rate: 0.5844 },
  { code: 'EUR', rate: 19.5 },
  { code: 'USD', rate: 17.6 },
] as const

/** The price line's text, spaces made plain (Intl's and the shop's group separators are no-break spaces). */
function shown(lang: Locale, price: number, own: AdvertCurrency, chosen: AdvertCurrency) {
  page.lang = lang
  const html = renderToString(
    <LocaleProvider locale={lang} messages={compactMessages(catalogues[lang])}>
      <AdvertPrice
        advert={{ price, default_currency: own, is_negotiable_price: false }}
        currency={chosen}
        rates={[...rates]}
        className="advert-card__price"
      />
    </LocaleProvider>,
  )
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe("AdvertPrice: the spec's currency symbols (storefront 9), as the shop's prices print them", () => {
  it('an MDL price converted to UAH reads "lei" and "₴" in every language, never a currency code', () => {
    expect(shown('en', 5263, 'MDL', 'UAH')).toBe('5,263 lei ≈ 9,006 ₴')
    expect(shown('ro', 5263, 'MDL', 'UAH')).toBe('5.263 lei ≈ 9.006 ₴')
    expect(shown('ru', 5263, 'MDL', 'UAH')).toBe('5 263 lei ≈ 9 006 ₴')
    expect(shown('uk', 5263, 'MDL', 'UAH')).toBe('5 263 lei ≈ 9 006 ₴')
  })

  it('EUR and USD: "eur" after the amount, "$" before it; a fraction keeps two decimals, an approximation none', () => {
    expect(shown('ro', 1234.5, 'EUR', 'EUR')).toBe('1.234,50 eur')
    expect(shown('en', 120, 'USD', 'MDL')).toBe('$120 ≈ 2,112 lei')
    expect(shown('ru', 775.4, 'EUR', 'MDL')).toBe('775,40 eur ≈ 15 120 lei')
  })
})
