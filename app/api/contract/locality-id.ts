/**
 * A text id as a request body sends it: 1-64 characters, no space at either end, no line break, not
 * all digits (a string of digits is read as its number). The regions' `kishinev` (storefront spec 3)
 * and a payment system's `cash` are such ids. Its own module: the server functions' input checks read
 * it without the cart contract.
 */
export function isTextId(value: string): boolean {
  return /^\S(.{0,62}\S)?$/u.test(value) && !/^\d+$/.test(value)
}

/** A text locality id as a request body sends it (the regions' `kishinev`): a text id (isTextId). */
export const isTextLocalityId = isTextId
