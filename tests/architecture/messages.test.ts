import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createIntl } from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { catalogue } from '#app/i18n/messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { LOCALE_ISO, LOCALES } from '#config'

const root = join(__dirname, '..', '..')
const messages = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(readFileSync(join(root, 'locales', `${l}.json`), 'utf8')) as Record<string, string>,
  ]),
)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : []
  })
}
const code = [...sources(join(root, 'app')), ...sources(join(root, 'routes'))]
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n')

/**
 * A key is used when it appears as a literal, or its parent appears as a template prefix (`auth.tab.${tab}`).
 * The literals are collected once (a scan of the whole code per key took seconds on a loaded machine).
 */
const literals = new Set([...code.matchAll(/['"]([A-Za-z][\w.+-]*)['"]/g)].map((m) => m[1]!))
const templatePrefixes = new Set([...code.matchAll(/`([A-Za-z][\w.-]*\.)\$\{/g)].map((m) => m[1]!))
function isUsed(key: string): boolean {
  if (literals.has(key)) return true
  const parent = key.slice(0, key.lastIndexOf('.') + 1)
  return parent !== '' && templatePrefixes.has(parent)
}

describe('messages', () => {
  const en = Object.keys(messages.en!).sort()

  it.each(LOCALES)('%s has exactly the keys of en', (locale) => {
    expect(Object.keys(messages[locale]!).sort()).toEqual(en)
  })

  it.each(LOCALES)('%s messages are non-empty and compile as ICU', (locale) => {
    for (const [key, text] of Object.entries(messages[locale]!)) {
      expect(text.trim(), key).not.toBe('')
      expect(() => new IntlMessageFormat(text, LOCALE_ISO[locale]), key).not.toThrow()
    }
  })

  it('every message is used by the code', () => {
    expect(en.filter((key) => !isUsed(key))).toEqual([])
  })

  it('every message id used by the code exists', () => {
    const ids = [
      ...code.matchAll(
        /(?:<FormattedMessage\s+id=|formatMessage\(\{\s*id:\s*|\b(?:titleId|labelId)=)["']([A-Za-z][\w.+-]*)["']/g,
      ),
    ].map((m) => m[1]!)
    expect(ids.length).toBeGreaterThan(50)
    const missing = [...new Set(ids)].filter((id) => !(id in messages.en!))
    expect(missing).toEqual([])
  })

  it('ru and uk plurals have the few and many forms', () => {
    for (const locale of ['ru', 'uk'] as const) {
      for (const [key, text] of Object.entries(messages[locale]!)) {
        if (text.includes('plural')) expect(text, `${locale} ${key}`).toMatch(/few \{.*many \{/)
      }
    }
  })

  it('translations differ from English (no copy-paste)', () => {
    for (const locale of ['ro', 'ru', 'uk'] as const) {
      // unit symbols (km) are the same in Latin-script languages on purpose
      const same = en.filter(
        (k) =>
          messages[locale]![k] === messages.en![k] &&
          !/^(auth\.email|nav\.catalog|mobileMenu\.tab\.catalog|nav\.main|adverts\.attributeUnit\.\w+)$/.test(k),
      )
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(3)
    }
  })

  it('plural forms render per locale (through @formatjs/intl over the precompiled catalogue, as the app formats them)', () => {
    const render = (locale: (typeof LOCALES)[number], n: number) =>
      createIntl({ locale: LOCALE_ISO[locale], messages: catalogue(compactMessages(messages[locale]!)) }).formatMessage(
        { id: 'listing.count' },
        { count: n },
      )
    expect(render('ru', 1)).toBe('1 товар')
    expect(render('ru', 3)).toBe('3 товара')
    expect(render('ru', 5)).toBe('5 товаров')
    expect(render('uk', 5)).toBe('5 товарів')
    expect(render('en', 2)).toBe('2 products')
    expect(render('ro', 20)).toBe('20 de produse')
    expect(render('uk', 3)).toBe('3 товари')
    expect(render('ru', 21)).toBe('21 товар')
  })
})
