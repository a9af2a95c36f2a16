/**
 * A card's add outlives its page (decision 0026): the click is noted in the tab's session storage at
 * once, before the add's code and its product look-up answer (0.3-1.3 s), and card-add.ts takes the
 * note off when the add is done or refused. A note the last page left is finished by the first card
 * of the next one (resumeCardAdds), through the same look-up and checks. First-load code: kept tiny.
 * Storage disabled: no note, the add goes on as before.
 */
export const CARD_ADDS_KEY = 'card-adds'

/** The notes in storage, space-separated `productId@time` (the click's Date.now()), or ''. */
export function cardAdds(): string {
  try {
    return sessionStorage.getItem(CARD_ADDS_KEY) ?? ''
  } catch {
    return ''
  }
}

/** Notes a click on a card's add; returns the note for card-add.ts to take off. */
export function noteCardAdd(productId: number): string {
  const note = `${productId}@${Date.now()}`
  try {
    sessionStorage.setItem(CARD_ADDS_KEY, `${cardAdds()} ${note}`)
  } catch {}
  return note
}
