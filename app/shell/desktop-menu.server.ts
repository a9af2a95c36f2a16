import type { IntlShape } from '@formatjs/intl'
import type { Locale } from '#config'
import type { MenuNode } from '../api/contract/settings'
import { loadMessages, textIntl } from '../i18n/messages'
import { type MenuTrimTexts, trimMenuTree } from './menu-trim'

/**
 * The desktop navigation's copy of a language's menu tree (app/shell/menu-trim.ts), its added entries'
 * texts ("All (40)", "More") formatted here, on the server: the browser gets the trimmed tree, never
 * code to trim one. Kept per tree object and language: the tree is the isolate's memoised settings
 * object (platform/site.server.ts), and the navigation's HTML is rendered once per trimmed tree object
 * (app/layout/navigation-html.server.tsx), so a tree trims once until the memo refreshes it.
 */
const trimmed = new WeakMap<MenuNode[], Map<Locale, MenuNode[]>>()

export async function desktopMenuTree(locale: Locale, tree: MenuNode[]): Promise<MenuNode[]> {
  const known = trimmed.get(tree)?.get(locale)
  if (known) return known
  const desk = trimMenuTree(tree, menuTrimTexts(textIntl(locale, await loadMessages(locale))))
  const byLocale = trimmed.get(tree) ?? new Map<Locale, MenuNode[]>()
  byLocale.set(locale, desk)
  trimmed.set(tree, byLocale)
  return desk
}

/** The added entries' texts in the intl's language: "All (1.234)", "More". */
export function menuTrimTexts(intl: IntlShape): MenuTrimTexts {
  return {
    all: (count) => intl.formatMessage({ id: 'nav.trimmedAll' }, { count }),
    more: intl.formatMessage({ id: 'nav.trimmedMore' }),
  }
}
