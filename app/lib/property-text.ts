/**
 * A property's value with its unit, printed once (issue 28 point 5): the back end sends the value
 * sometimes with the unit already in it ("128 GB", unit "GB"; `6.7"`, unit `"`), so the unit is added
 * only when the value does not end with it. The product page and the compare page print it so.
 */
export function propertyText(value: string, unit: string | null | undefined): string {
  const v = value.trim()
  const u = (unit ?? '').trim()
  if (!v || !u || v.toLocaleLowerCase().endsWith(u.toLocaleLowerCase())) return v
  return `${v} ${u}`
}
