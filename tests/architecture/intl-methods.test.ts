import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createIntl } from '@formatjs/intl'
import * as reactIntl from 'react-intl'
import { describe, expect, it } from 'vitest'
import { SHOP_INTL_METHODS } from '#app/i18n/intl-object.ts'
import { shopSources } from './shop-sources'

/**
 * The shop's intl objects have only the methods it calls (app/i18n/intl-object.ts, decision 0133).
 * A call of another - a method of @formatjs/intl's full intl object, a react-intl component that
 * calls one, or `createIntl`/`IntlProvider`, which bring every formatter back into the bundle - would
 * fail at run time, or undo the saving; this scan of app, route and platform code finds it first.
 * The lists are read from the libraries themselves, not written out here.
 */
const root = new URL('../..', import.meta.url).pathname
const provided = new Set<string>(SHOP_INTL_METHODS)
const intlMethods = Object.entries(createIntl({ locale: 'en' }))
  .filter(([name, value]) => typeof value === 'function' && /^(format|\$t)/.test(name))
  .map(([name]) => name)
const missing = intlMethods.filter((name) => !provided.has(name))
/** react-intl's components by the intl method each calls: `FormattedDateParts` calls formatDateToParts. */
const componentMethod = (name: string) => `format${name.slice('Formatted'.length).replace(/Parts$/, 'ToParts')}`
const missingComponents = Object.keys(reactIntl).filter(
  (name) => name.startsWith('Formatted') && !provided.has(componentMethod(name)),
)

/** Where `text` calls a method the shop's intl lacks, uses a component that would, or builds a full intl object. */
function unprovidedIntlUses(text: string): string[] {
  const found = new Set<string>()
  for (const name of missing) if (new RegExp(`\\b${name.replace('$', '\\$')}\\b`).test(text)) found.add(name)
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(react-intl|@formatjs\/intl)'/g))
    for (const spec of m[1]!.split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
      if (missingComponents.includes(name) || name === 'createIntl' || name === 'IntlProvider') found.add(name)
    }
  return [...found]
}

describe("the shop's intl objects have every method the shop calls (decision 0133)", () => {
  it('the libraries were read: the full intl object has methods the shop does not bind', () => {
    expect(missing).toEqual(expect.arrayContaining(['formatRelativeTime', 'formatList', 'formatDisplayName']))
    for (const method of SHOP_INTL_METHODS) expect(intlMethods).toContain(method)
    expect(missingComponents).toEqual(expect.arrayContaining(['FormattedRelativeTime', 'FormattedTime']))
    expect(missingComponents).not.toContain('FormattedMessage')
  })

  it('app, route and platform code call no other', () => {
    const uses = ['app', 'routes', 'platform', 'worker']
      .flatMap((dir) => shopSources(join(root, dir)))
      .filter((file) => !/\/app\/i18n\/intl-object\.ts$/.test(file))
      .flatMap((file) => unprovidedIntlUses(readFileSync(file, 'utf8')).map((use) => `${relative(root, file)}: ${use}`))
    expect(uses).toEqual([])
  })

  it.each([
    ['intl.formatRelativeTime(-1, "day")', ['formatRelativeTime']],
    ['const { formatList } = useIntl()', ['formatList']],
    ["import { FormattedTime, FormattedMessage } from 'react-intl'", ['FormattedTime']],
    ["import { createIntl } from '@formatjs/intl'", ['createIntl']],
    ["import { IntlProvider } from 'react-intl'", ['IntlProvider']],
    ["import { FormattedDate, useIntl } from 'react-intl'\nintl.formatMessage({ id })", []],
  ])('finds a planted use: %s', (text, expected) => {
    expect(unprovidedIntlUses(text)).toEqual(expected)
  })
})
