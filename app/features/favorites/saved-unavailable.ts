/**
 * The saved ids (favourites, compare) the products answer left out: deleted, unpublished, not sold
 * in this language, or a card the contract refused. The ids stay saved (the products come back when
 * republished), but the page says how many are hidden (operator audit 11, 6: "0 products" next to
 * "Clear the list" while the list held ids). None while the answer is not this list's: loading,
 * failed ("could not be loaded" says so), or kept from the list before (placeholder data).
 */
export function unavailableIds(
  ids: readonly number[],
  answer: { data?: readonly { productId: number }[] | undefined; isSuccess: boolean; isPlaceholderData: boolean },
): number[] {
  if (!answer.isSuccess || answer.isPlaceholderData || !answer.data) return []
  const listed = new Set(answer.data.map((p) => p.productId))
  return ids.filter((id) => !listed.has(id))
}
