import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { createContext, type ReactNode, use, useContext } from 'react'
import { FALLBACK_LOCALE, isLocale, type Locale } from '#config'
import { settled } from '#platform/shared/settled-thenable.ts'
import { pricesHidden } from './price-visibility'
import { type ShellData, shellQuery } from './shell.functions'
import { settingsView, type ViewTypeKey, type ViewVariant } from './view-types'

/**
 * The language and the shell data are read by hundreds of components on a page (every card's
 * price, buttons and links). Each used to subscribe on its own - a router-state subscription for
 * the language and a react-query observer (with its stale timer) for the shell - which made
 * hydration pay for hundreds of subscriptions and timers. The language layout reads both once and
 * provides them here; components read a context.
 */
const LocaleContext = createContext<Locale | null>(null)
const ShellContext = createContext<ShellData | null>(null)
/** The viewer's user group (`user-group-id`), read once per page by the language layout. */
const GroupContext = createContext<string | undefined>(undefined)

/** Wraps a language's pages: one shell query observer for the whole page. */
export function ShellProvider({ locale, group, children }: { locale: Locale; group?: string; children: ReactNode }) {
  const shell = useSuspenseQuery(shellQuery(locale)).data
  return (
    <LocaleContext value={locale}>
      <ShellContext value={shell}>
        <GroupContext value={group}>{children}</GroupContext>
      </ShellContext>
    </LocaleContext>
  )
}

/** Whether prices and add-to-cart are hidden from this viewer (`hide_price_for_guests`). */
export function usePricesHidden(): boolean {
  return pricesHidden(useShell().settings.hide_price_for_guests, useContext(GroupContext))
}

/** The variant a widget renders for its `mainUiInterface` view-type key (decision 0043). */
export function useView<K extends ViewTypeKey>(key: K): ViewVariant<K> {
  return settingsView(useShell().settings, key)
}

/** The shop's name: the back end's `project`, else its address (shell.server.ts fills it in). */
export function useShopName(): string {
  return useShell().settings.project
}

/** The language of the page: from the language layout, else from the URL (pages outside it). */
export function useLocale(): Locale {
  const fromLayout = useContext(LocaleContext)
  const router = useRouter({ warn: false })
  if (fromLayout) return fromLayout
  const segment = router?.state.location.pathname.split('/')[1]
  return isLocale(segment) ? segment : FALLBACK_LOCALE
}

/** The settings, footer and theme of the current language (loaded by the /$lang route). */
export function useShell(): ShellData {
  const fromLayout = useContext(ShellContext)
  const locale = useLocale()
  const client = useQueryClient()
  if (fromLayout) return fromLayout
  // Outside the language layout (isolated renders): the cache, or suspend until it is loaded.
  // `use` on every render, the cached data as a settled promise (platform/shared/settled-thenable.ts).
  const cached = client.getQueryData(shellQuery(locale).queryKey)
  return use(cached ? settled(cached) : client.ensureQueryData(shellQuery(locale)))
}
