/** WCAG 2 contrast between colours given as #rgb or #rrggbb (an unreadable colour counts as black). */

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6)
  if (!/^[0-9a-f]{6}$/i.test(full)) return [0, 0, 0]
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Of the candidates, the one that reads best on `background` (the first wins a tie). */
export function mostReadable(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#000000'
  for (const c of candidates) if (contrastRatio(c, background) > contrastRatio(best, background)) best = c
  return best
}
