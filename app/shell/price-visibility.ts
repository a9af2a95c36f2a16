/**
 * `hide_price_for_guests` (storefront spec, settings): guests see no prices and cannot add to the
 * cart. A guest is a viewer without a user group: no `user-group-id`, 0, or a value that is not a
 * group id. The group is the page cache's key, so the cached page of a group shows what that group
 * may see and holds nothing personal (decision 0017).
 */
export function pricesHidden(hideForGuests: boolean, groupId: string | undefined): boolean {
  if (!hideForGuests) return false
  return !groupId || !/^[1-9]\d{0,5}$/.test(groupId)
}
