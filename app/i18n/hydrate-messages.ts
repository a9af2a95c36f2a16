import { isLocale } from '#config'
import { loadMessageGroup, pathMessageGroups } from './lazy-messages'
import { loadMessages } from './messages'

/**
 * What the browser loads before it hydrates a page: the messages of the page's language (the path's
 * first segment), and each further group the page's first render shows (app/i18n/lazy-messages.ts) -
 * the same texts the server rendered, so hydration matches. A path outside a language loads nothing.
 */
export function messagesForHydration(
  pathname: string,
  load = { core: loadMessages, group: loadMessageGroup },
): Promise<unknown> {
  const lang = pathname.split('/')[1]
  if (!isLocale(lang)) return Promise.resolve()
  return Promise.all([load.core(lang), ...pathMessageGroups(pathname).map((group) => load.group(group, lang))]).then(
    () => undefined,
    // A chunk that cannot load must not leave the page without hydration: it hydrates without them.
    (error: unknown) => console.error('[intl] the messages did not load before hydration', error),
  )
}
