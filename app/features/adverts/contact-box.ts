/**
 * What the advert page's contact box shows: the advert's own contacts, nothing else. The box once
 * headed them with the seller's account first name (`seller.name` of the back end's answer), which
 * the seller never typed into the advert and could not remove: clearing the contact name and every
 * phone still left "Ion" on the public page. Now the heading is the contact name the seller gave -
 * when every phone carries the same one, as the form sends it - and each phone keeps its own name
 * only when they differ; no contacts, no box.
 */
export interface ContactBox {
  /** The contact name shared by every phone, or null (none given, or each phone has its own). */
  name: string | null
  lines: { name: string | null; phone: string }[]
}

export function contactBox(contacts: readonly { name?: string; phone: string }[]): ContactBox | null {
  const lines = contacts
    .map((c) => ({ name: c.name?.trim() || null, phone: c.phone.trim() }))
    .filter((c) => c.phone !== '')
  if (lines.length === 0) return null
  const names = new Set(lines.map((l) => l.name))
  const [only] = names
  if (names.size === 1) return { name: only ?? null, lines: lines.map((l) => ({ ...l, name: null })) }
  return { name: null, lines }
}
