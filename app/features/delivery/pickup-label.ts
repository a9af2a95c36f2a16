/**
 * A pickup store's option text: its title and its address (once, where the title is the address: a
 * shop the back end gave no title), and a store that is closed now says so (spec 3: shops' `isOpen`; absent is not closed).
 */
export function pickupOptionLabel(
  store: { title: string; address: string; isOpen: boolean | null },
  closed: string,
): string {
  const parts = [store.title.trim(), store.address.trim()].filter((part, i, all) => part && all.indexOf(part) === i)
  return `${parts.join(' - ')}${store.isOpen !== false ? '' : ` (${closed})`}`
}
