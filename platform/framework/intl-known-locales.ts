import type { Plugin } from 'vite'

/**
 * formatjs asks the browser whether it has data for the page's locale on every intl object and message
 * formatter it builds: `Intl.NumberFormat.supportedLocalesOf(locale)` (createIntl's check, which only
 * reports missing data through onError, and IntlMessageFormat's resolveLocale). The first such call
 * makes Chromium build its list of available locales: 35-55 ms of the main thread on this machine,
 * ~160 ms on a phone throttled 4x, inside the hydration task, on every page load (decision 0084). The
 * shop's four locales (LOCALE_ISO) are in every browser's and workerd's data, so for them the answer
 * is known without asking; any other locale is still asked. Framework seam for @formatjs/intl 6.x and
 * intl-messageformat 12.x: the build fails if either changed shape, and intl-known-locales.test.ts
 * fails first.
 *
 * Upstream: @formatjs/intl@6.1.4 · issue: none found
 * Upstream: intl-messageformat@12.1.4 · issue: none found
 */
export const FORMATJS_MODULE = /\/node_modules\/(@formatjs\/intl|intl-messageformat)\/index\.js$/
const ASKED = /Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(/g

/** The module with its locale questions answered for `known` locales; null when it asks none (it changed shape). */
export function knownLocalesAnswered(code: string, known: readonly string[]): string | null {
  if (!code.match(ASKED)) return null
  const helper =
    `const __knownLocales = new Set(${JSON.stringify(known)});\n` +
    'const __supportedLocalesOf = (Format, locales) => typeof locales === "string" && __knownLocales.has(locales) ? [locales] : Format.supportedLocalesOf(locales);\n'
  return helper + code.replace(ASKED, (_, format: string) => `__supportedLocalesOf(Intl.${format}, `)
}

export function intlKnownLocales(known: readonly string[]): Plugin {
  return {
    name: 'intl-known-locales',
    transform(code, id) {
      if (!FORMATJS_MODULE.test(id)) return
      const rewritten = knownLocalesAnswered(code, known)
      if (rewritten === null) this.error(`${id} changed: update platform/framework/intl-known-locales.ts`)
      return { code: rewritten, map: null }
    },
  }
}
