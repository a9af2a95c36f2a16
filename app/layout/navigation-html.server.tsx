import { renderToReadableStream } from 'react-dom/server'
import { type IntlShape, RawIntlProvider } from 'react-intl'
import type { Locale } from '#config'
import type { MenuNode } from '../api/contract/settings'
import { buildNavigation } from '../shell/nav-rules'
import { NavigationList } from './NavigationList'

/**
 * The desktop navigation's list as HTML, rendered once per menu tree, language texts and brands entry
 * (decision 0093). The tree is the isolate's memoised settings object (platform/site.server.ts), the
 * same object for every request until the memo refreshes it, and one language's: its brands entry comes
 * from the same settings. So each tree keeps its one latest rendering, checked against the intl object
 * (one per language's loaded messages) and the key; a new menu or new texts render anew, and an old
 * entry goes with its tree. The list is a fifth to a third of the elements of a shop page, the same for
 * every shopper of a language; the browser keeps the server's HTML as it is (decision 0053).
 *
 * It renders with the stream renderer the pages use, the only one the Worker carries (decision 0110),
 * read whole; the markers React puts between adjacent texts are left out, as renderToStaticMarkup did
 * (escaped text cannot spell one). A rendering in progress is shared, so concurrent first requests render once.
 */
const rendered = new WeakMap<MenuNode[], { intl: IntlShape; key: string; html: Promise<string | null> }>()

export function navigationHtml(
  lang: Locale,
  tree: MenuNode[],
  hasBrands: boolean,
  brandsPosition: unknown,
  intl: IntlShape,
): Promise<string | null> {
  const key = `${lang}|${hasBrands}|${String(brandsPosition)}`
  const known = rendered.get(tree)
  if (known && known.intl === intl && known.key === key) return known.html
  const items = buildNavigation(tree, hasBrands, brandsPosition)
  const html =
    items.length === 0
      ? Promise.resolve(null)
      : staticMarkup(
          <RawIntlProvider value={intl}>
            <NavigationList items={items} lang={lang} />
          </RawIntlProvider>,
        )
  const entry = { intl, key, html }
  rendered.set(tree, entry)
  // A failed rendering is not kept: the next request tries again.
  html.catch(() => {
    if (rendered.get(tree) === entry) rendered.delete(tree)
  })
  return html
}

async function staticMarkup(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element)
  await stream.allReady
  return (await new Response(stream).text()).replaceAll('<!-- -->', '')
}
