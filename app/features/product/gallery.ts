/** The product page's gallery and delivery-estimate rules (pure; the components are Gallery.tsx, ProductExtras.tsx). */

/** At most this many photos in the gallery. */
export const GALLERY_MAX = 12

/** The photos to show: the main one first, then the others, without empties or repeats, at most GALLERY_MAX. */
export function galleryImages(main: string, images: readonly string[] | undefined): string[] {
  const out: string[] = []
  for (const src of [main, ...(images ?? [])]) {
    const s = src?.trim()
    if (s && !out.includes(s)) out.push(s)
  }
  return out.slice(0, GALLERY_MAX)
}

/** The photo a key moves to from `index` (arrows wrap around; Home, End), or null for any other key. */
export function galleryKeyTarget(key: string, index: number, count: number): number | null {
  if (count < 1) return null
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

type Shop = { shopId: number; title: string; qty: number }
type Slot = { date: string; from: string; to: string }

/**
 * The store the product page estimates delivery for: the first store holding the product, else the
 * first store listed for it, else the first pickup store of the shop; null when there is none.
 */
export function estimateStore(
  productShops: readonly Shop[],
  pickupStores: readonly { shopId: number; title: string }[] | null | undefined,
): { shopId: number; title: string } | null {
  const pick = productShops.find((s) => s.qty > 0) ?? productShops[0] ?? pickupStores?.[0]
  return pick ? { shopId: pick.shopId, title: pick.title } : null
}

/** The earliest slot (by date, then start time), or null when there is none. */
export function earliestSlot(slots: readonly Slot[]): Slot | null {
  return [...slots].sort((a, b) => `${a.date} ${a.from}`.localeCompare(`${b.date} ${b.from}`))[0] ?? null
}
