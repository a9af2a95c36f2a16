import { CARD_ADDS_KEY, cardAdds } from './card-adds'

/**
 * Notes a click on a card's add (card-adds.ts); returns the note for card-add.ts to take off. Apart
 * from the notes' reader, which every page's layout loads: this part ships with the cards.
 */
export function noteCardAdd(productId: number): string {
  const note = `${productId}@${Date.now()}`
  try {
    sessionStorage.setItem(CARD_ADDS_KEY, `${cardAdds()} ${note}`)
  } catch {}
  return note
}
