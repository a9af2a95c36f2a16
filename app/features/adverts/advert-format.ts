/**
 * How an advert's numbers read (issue 24's ru/uk review): prices with no stray single decimal
 * ("775,4 €"), a converted price as the whole amount it approximates, a year without a thousands
 * separator ("2 011"), and the units the shop has words for in the page's language.
 */

/** Fraction digits of a price: none for a whole amount or an approximation (≈), else two. */
export function priceFractionDigits(
  amount: number,
  approximate: boolean,
): { minimumFractionDigits: number; maximumFractionDigits: number } {
  if (approximate || Number.isInteger(amount)) return { minimumFractionDigits: 0, maximumFractionDigits: 0 }
  return { minimumFractionDigits: 2, maximumFractionDigits: 2 }
}

/** Number attributes that are labels rather than quantities: printed without grouping. */
const UNGROUPED_KEYWORDS: ReadonlySet<string> = new Set(['year'])

/** The attribute units the shop translates (`adverts.attributeUnit.<unit>`); others show as the back end sent them. */
export const KNOWN_ATTRIBUTE_UNITS = ['km'] as const
export type KnownAttributeUnit = (typeof KNOWN_ATTRIBUTE_UNITS)[number]

export interface NumberAttribute {
  keyword: string
  value: number
  unit: string | null
}

/** A number attribute's value and unit as the page prints them; `unitText` translates a known unit. */
export function numberAttributeText(
  a: NumberAttribute,
  formatNumber: (n: number, o: { useGrouping: boolean }) => string,
  unitText: (unit: KnownAttributeUnit) => string,
): string {
  const value = formatNumber(a.value, { useGrouping: !UNGROUPED_KEYWORDS.has(a.keyword) })
  if (!a.unit) return value
  const unit = (KNOWN_ATTRIBUTE_UNITS as readonly string[]).includes(a.unit)
    ? unitText(a.unit as KnownAttributeUnit)
    : a.unit
  return `${value} ${unit}`
}

/**
 * The language of an advert's shown text (`shown`, its title or description) when it is not the page's:
 * the back end gives the page language's text when the seller wrote one, else one in another language
 * (`texts`, every language's, says which). The page marks that text with `lang` (cold review r61: a
 * Ukrainian-only advert under <html lang="ro">). undefined: the page's own language, or not known.
 */
export function otherTextLanguage<L extends string>(texts: Record<L, string>, shown: string, page: L): L | undefined {
  if (!shown || texts[page] === shown) return undefined
  return (Object.keys(texts) as L[]).find((l) => texts[l] === shown)
}

/** Whether `longer` says `shorter` again: the same words (case and accents aside), then nothing or no letter. */
function repeats(longer: string, shorter: string): boolean {
  if (longer.slice(0, shorter.length).localeCompare(shorter, undefined, { sensitivity: 'base' }) !== 0) return false
  const next = longer.charAt(shorter.length)
  return next === '' || !/[\p{L}\p{N}]/u.test(next)
}

/**
 * An advert's place as one line: its parts (region, locality, sector, address) in order, empty ones
 * left out, and a part that repeats the one before it said once - a locality named as its region
 * ("Chișinău, Chișinău"), or named after it ("Strășeni, Strășeni (suburbs)": the longer one stays).
 */
export function advertPlace(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = []
  for (const raw of parts) {
    const part = raw?.trim()
    if (!part) continue
    const last = kept.at(-1)
    if (last !== undefined && repeats(part, last)) kept[kept.length - 1] = part
    else if (last === undefined || !repeats(last, part)) kept.push(part)
  }
  return kept.join(', ')
}
