/**
 * The product code line of a card and of the product page (buttonsSettings.show_product_code,
 * off by default): the code when the site shows codes and the product has one, else null.
 */
export function shownProductCode(
  buttonsSettings: { show_product_code: boolean },
  code: string | null | undefined,
): string | null {
  if (!buttonsSettings.show_product_code) return null
  const trimmed = code?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
