import { loadMessages, type MessageId, messageText } from '#app/i18n/messages.ts'
import type { Locale } from '#config'
import type { FilterGroup } from '#contract/catalogue.ts'

/**
 * The titles the spec gives two filter groups (storefront 3 "Filter group": the category filter
 * titled `category`, the brand filter titled `brandsTitle`) are keys, not words: a back end that
 * sends them as they are gets the group named in the page's language (review r52: "brandsTitle: Acme"
 * on the filter chip). Any other title is the back end's own, shown as sent.
 */
const SPEC_GROUP_TITLES: Record<string, MessageId> = {
  category: 'filters.categoryGroup',
  brandsTitle: 'filters.brandGroup',
}

export function titledGroups(groups: FilterGroup[], text: (id: MessageId) => string): FilterGroup[] {
  return groups.map((group) => {
    const id = Object.hasOwn(SPEC_GROUP_TITLES, group.title) ? SPEC_GROUP_TITLES[group.title] : undefined
    const title = id && text(id)
    return title ? { ...group, title } : group
  })
}

/**
 * A listing's filter groups with the spec's key titles in the page's language, for a loader on the
 * server (the brand's and the promotion's listings; the category's and the search's do the same).
 */
export async function namedGroups(locale: Locale, groups: FilterGroup[]): Promise<FilterGroup[]>
export async function namedGroups(locale: Locale, groups?: FilterGroup[]): Promise<FilterGroup[] | undefined>
export async function namedGroups(locale: Locale, groups?: FilterGroup[]): Promise<FilterGroup[] | undefined> {
  // A listing without filters (the field is optional in the contract) has nothing to name.
  if (!groups?.length) return groups
  const messages = await loadMessages(locale)
  return titledGroups(groups, (id) => messageText(locale, messages, id))
}
