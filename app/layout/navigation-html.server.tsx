import { renderToStaticMarkup } from 'react-dom/server'
import { type IntlShape, RawIntlProvider } from 'react-intl'
import type { Locale } from '#config'
import type { MenuNode } from '../api/contract/settings'
import { buildNavigation } from '../shell/nav-rules'
import { NavigationList } from './NavigationList'

/**
 * The desktop navigation's list as HTML, rendered once per menu tree, language texts and brands entry
 * (decision 0093). The tree is the isolate's memoised settings object (platform/site.server.ts), the
 * same object for every request until the memo refreshes it, and the intl object is one per language's
 * loaded messages: both key the cache by identity, so a new menu or new texts render anew and the old
 * entries go with their objects. The list is a fifth to a third of the elements of a shop page, the
 * same for every shopper of a language; the browser keeps the server's HTML as it is (decision 0053).
 */
const rendered = new WeakMap<MenuNode[], WeakMap<IntlShape, Map<string, string | null>>>()

export function navigationHtml(
  lang: Locale,
  tree: MenuNode[],
  hasBrands: boolean,
  brandsPosition: unknown,
  intl: IntlShape,
): string | null {
  let byIntl = rendered.get(tree)
  if (!byIntl) {
    byIntl = new WeakMap()
    rendered.set(tree, byIntl)
  }
  let byKey = byIntl.get(intl)
  if (!byKey) {
    byKey = new Map()
    byIntl.set(intl, byKey)
  }
  const key = `${lang}|${hasBrands}|${String(brandsPosition)}`
  const known = byKey.get(key)
  if (known !== undefined) return known
  const items = buildNavigation(tree, hasBrands, brandsPosition)
  const html =
    items.length === 0
      ? null
      : renderToStaticMarkup(
          <RawIntlProvider value={intl}>
            <NavigationList items={items} lang={lang} />
          </RawIntlProvider>,
        )
  byKey.set(key, html)
  return html
}
