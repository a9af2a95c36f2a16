/**
 * The page window of every pager (catalogue listings, brands, promotions, search, articles): the
 * first and the last page, the current one and two on each side; a gap of one page shows that page,
 * a longer gap is null (an ellipsis). Empty for a single page. Decision 0013.
 */
export function pagerItems(current: number, pages: number): (number | null)[] {
  if (pages <= 1) return []
  const set = new Set<number>([1, pages])
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) set.add(p)
  const sorted = [...set].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1]! : 1
    if (gap === 2) out.push(p - 1)
    else if (gap > 2) out.push(null)
    out.push(p)
  })
  return out
}
