/**
 * A property's value with its unit, printed once (issue 28 point 5): the back end sends the value
 * sometimes with the unit already in it ("128 GB", unit "GB"; `6.7"`, unit `"`), and sometimes with the
 * unit in the shopper's language beside an untranslated unit ("128 ГБ", unit "GB"; "300–500 ккал", unit
 * "kcal"). So the unit is added only to a value that ends neither with it nor with a unit of its own
 * (a word of letters right after the number). The product page and the compare page print it so.
 */
export function propertyText(value: string, unit: string | null | undefined): string {
  const v = value.trim()
  const u = (unit ?? '').trim()
  if (!v || !u || v.toLocaleLowerCase().endsWith(u.toLocaleLowerCase()) || OWN_UNIT.test(v)) return v
  return `${v} ${u}`
}

/** A number and then a word of letters at the end ("128 ГБ", "128GB", "60 шт.", "5 m²"). */
const OWN_UNIT = /\d\s*\p{L}[\p{L}\p{No}./]*$/u

/**
 * A property's value as the product and compare pages print it: a value the back end sent as a number
 * in the page's language (0,5 on a ro page; no thousands grouping, so a year stays 2024), text as
 * written. The unit is added by propertyText.
 */
export function propertyValueText(p: { value: string; value_number: number | null }, locale: string): string {
  if (p.value_number === null || !Number.isFinite(p.value_number)) return p.value
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(p.value_number)
}
