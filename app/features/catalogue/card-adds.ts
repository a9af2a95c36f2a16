/**
 * A card's add outlives its page (decision 0026): the click is noted in the tab's session storage at
 * once, before the add's code and its product look-up answer (0.3-1.3 s), and card-add.ts takes the
 * note off when the add is done or refused. A note the last page left is finished on the next page,
 * whichever it is (the layout's useCardAddsLeft.ts, resumeCardAdds), through the same look-up and
 * checks. First-load code on every page (the layout reads the notes): kept tiny; the click's note
 * is card-add-note.ts, with the card.
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
