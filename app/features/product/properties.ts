/**
 * How the product page prints a property and names a colour swatch (issue 28 point 5). The back end
 * sends a property's value sometimes with its unit already in it ("128 GB", unit "GB"; `6.7"`,
 * unit `"`): the unit is added only when the value does not already end with it.
 */
export function propertyText(value: string, unit: string | null | undefined): string {
  const v = value.trim()
  const u = (unit ?? '').trim()
  if (!u) return v
  if (v.toLowerCase().endsWith(u.toLowerCase())) return v
  return `${v} ${u}`
}

/**
 * A swatch's accessible name: the colour property's value ("Roșu") when the product has one colour
 * and the back end names it, else null (the caller numbers the swatches) - never the hex code.
 */
export function colorName(colors: readonly string[], properties: readonly { keyword: string; value: string }[]): string | null {
  if (colors.length !== 1) return null
  return properties.find((p) => p.keyword === 'color' && p.value.trim())?.value.trim() ?? null
}
