/**
 * A swatch's accessible name: the colour property's value ("Roșu") when the product has one colour
 * and the back end names it, else null (the caller numbers the swatches) - never the hex code.
 */
export function colorName(
  colors: readonly string[],
  properties: readonly { keyword: string; value: string }[],
): string | null {
  if (colors.length !== 1) return null
  return properties.find((p) => p.keyword === 'color' && p.value.trim())?.value.trim() ?? null
}
