import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORMATJS_MODULE, knownLocalesAnswered } from './intl-known-locales'

const require = createRequire(import.meta.url)
const paths = [require.resolve('react-intl')]
const sources = ['@formatjs/intl', 'intl-messageformat'].map((name) => {
  const file = join(dirname(require.resolve(name, { paths })), 'index.js')
  return { name, file, code: readFileSync(file, 'utf8') }
})
const KNOWN = ['ro-RO', 'ru-RU', 'uk-UA', 'en-GB']

/** Runs a rewritten module's helper with Intl's supportedLocalesOf counted. */
function helperOf(code: string) {
  const asked: unknown[] = []
  const Format = {
    supportedLocalesOf: (l: unknown) => {
      asked.push(l)
      return ['asked']
    },
  }
  const head = code.slice(0, code.indexOf('\n', code.indexOf('const __supportedLocalesOf')) + 1)
  const supported = new Function(`${head}; return __supportedLocalesOf`)() as (f: unknown, l: unknown) => string[]
  return { asked, answer: (locales: unknown) => supported(Format, locales) }
}

describe('formatjs answers the shop locales without asking Intl', () => {
  for (const { name, file, code } of sources)
    it(`upstream: ${name} asks supportedLocalesOf and every call is answered`, () => {
      expect(FORMATJS_MODULE.test(file.replaceAll('\\', '/'))).toBe(true)
      const out = knownLocalesAnswered(code, KNOWN)
      expect(out).not.toBeNull()
      expect(out).not.toMatch(/Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(/)
      expect(out).toContain('__supportedLocalesOf(Intl.NumberFormat, ')
    })

  it('a known locale is answered; any other, or a list, is still asked', () => {
    const out = knownLocalesAnswered('x = Intl.NumberFormat.supportedLocalesOf(locale)', KNOWN) as string
    const { asked, answer } = helperOf(out)
    expect(answer('ro-RO')).toEqual(['ro-RO'])
    expect(answer('uk-UA')).toEqual(['uk-UA'])
    expect(asked).toEqual([])
    expect(answer('fr-FR')).toEqual(['asked'])
    expect(answer(['ro-RO'])).toEqual(['asked'])
    expect(asked).toEqual(['fr-FR', ['ro-RO']])
  })

  it('refuses a source that asks nothing instead of shipping it unchanged', () => {
    expect(knownLocalesAnswered('export {}', KNOWN)).toBeNull()
  })
})
