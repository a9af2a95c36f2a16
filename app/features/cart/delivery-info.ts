/**
 * The delivery note under the cart's delivery form (spec 3 `text_delivery_info`, spec 7.3
 * `GET /mi/delivery_info_text`): the call's text, else the settings' text; a blank text is none.
 */
export function deliveryInfoText(
  fromCall: string | null | undefined,
  fromSettings: string | null | undefined,
): string | null {
  for (const text of [fromCall, fromSettings]) if (text?.trim()) return text.trim()
  return null
}
