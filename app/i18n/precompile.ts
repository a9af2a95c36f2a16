import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { IN_CORE_CHUNK, messageGroup } from './lazy-keys.ts'
import { isPlainText } from './plain-text.ts'

/** Every message of a locale file parsed to its ICU AST (what `@formatjs/cli compile --ast` emits). */
export function compileMessages(source: Record<string, unknown>): Record<string, ReturnType<typeof parse>> {
  const out: Record<string, ReturnType<typeof parse>> = {}
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`message ${id} is not a string`)
    out[id] = parse(message)
  }
  return out
}

/**
 * What the build ships (decisions 0018, 0036): plain text stays a string, anything else becomes its AST;
 * `catalogue()` (app/i18n/messages.ts) makes every message an AST again for react-intl.
 * The language layout sends the messages in the page's hydration data, where an AST costs a
 * serialised object per node: the home page's data shrank from 36 kB of messages to about 20 kB.
 */
export function compactMessages(source: Record<string, unknown>): Record<string, string | ReturnType<typeof parse>> {
  const compiled = compileMessages(source)
  return Object.fromEntries(
    Object.entries(compiled).map(([id, ast]) => [id, isPlainText(source[id] as string) ? (source[id] as string) : ast]),
  )
}

const PARSER = '@formatjs/icu-messageformat-parser'

/**
 * Precompiled messages (decisions 0007, 0036), as formatjs documents it (`formatjs compile --ast`,
 * then alias the parser to its no-parser entry): locales/*.json become ASTs at build time, and the
 * browser build resolves @formatjs/icu-messageformat-parser (imported by intl-messageformat, under
 * react-intl) to its parser-free entry - about 7.5 kB gzip less first-load JavaScript and no message
 * parsing on the phone. The server keeps the full parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]locales[\\/]([a-z]{2})\.json(?:\?(core|lazy|later|aside))?$/.exec(id)
      if (!match) return null
      // `?lazy`, `?later`, `?aside`: only that group's messages (app/i18n/lazy-keys.ts); `?core` and plain: the core.
      const group = match[2] ?? 'core'
      const source = Object.fromEntries(
        Object.entries(JSON.parse(code) as Record<string, unknown>).filter(([key]) => messageGroup(key) === group),
      )
      const json = JSON.stringify(compactMessages(source))
      if (!match[2]) return { code: json, map: null }
      // Vite's JSON plugin skips ids with a query: a group is emitted as a module itself. The core chunk the
      // app loads (`?core`, app/i18n/messages.ts) carries the loaders of the groups IN_CORE_CHUNK names.
      const carried =
        match[2] === 'core'
          ? IN_CORE_CHUNK.map((g) => `\nexport const ${g} = () => import(${JSON.stringify(`./${match[1]}.json?${g}`)})`)
          : []
      return { code: `export default JSON.parse(${JSON.stringify(json)})${carried.join('')}`, map: null }
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || this.environment?.name !== 'client') return null
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true })
    },
  }
}
