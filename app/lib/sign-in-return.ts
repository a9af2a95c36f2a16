import { clearTabMark, PERSONAL_MARKS, takeTabMark, writeTabMark } from './tab-mark'

/**
 * Where a sign-in goes back to when the adverts area itself sent the shopper to sign in (decision
 * 0132): the seller whose session ended while saving an advert (the form keeps what was typed), the
 * guest who tapped an advert's heart. Both go to `/{lang}?login=true` (accounts spec 2 and 8); after the
 * sign-in the page is the one they left instead of home, because home loses what they were doing. The
 * mark lives in this tab's sessionStorage, is written only by those two places, is taken (read and
 * removed) by the next sign-in, and names a page of the adverts area only: it cannot send a sign-in
 * anywhere else, and a mark older than FRESH_MS is not believed.
 */
export const SIGN_IN_RETURN = PERSONAL_MARKS.signInReturn
const FRESH_MS = 30 * 60_000
/** A path of the adverts area in a language, with its query: `/ru/adverts/add`, `/uk/adverts/some-slug?x=1`. */
const RETURNABLE = /^\/(ro|ru|uk|en)\/adverts(\/[^/?#\\]+)*\/?(\?[^#\\]*)?$/
/** A `.` or `..` segment (or its %2e spelling) would lead out of the area once the browser resolves it. */
const DOT_SEGMENT = /\/(\.|%2e){1,2}(\/|\?|$)/i
const returnable = (path: string) => RETURNABLE.test(path) && !DOT_SEGMENT.test(path.split('?')[0] ?? '')

/** Marks the page to come back to after the next sign-in (a page outside the adverts area is not marked). */
export function markSignInReturn(path: string, now = Date.now()) {
  // Storage full or refused: no mark, and the sign-in goes home, as the spec says.
  if (returnable(path)) writeTabMark(SIGN_IN_RETURN, { path }, now)
}

/** The page a fresh mark names (the mark is removed either way), else null. */
export function takeSignInReturn(now = Date.now()): string | null {
  const path = takeTabMark(SIGN_IN_RETURN, FRESH_MS, now)?.path
  return typeof path === 'string' && returnable(path) ? path : null
}

/**
 * The sign-in the adverts area asked for was given up (the dialog closed without signing in): its way
 * back and the heart kept for after it go, so a later, unrelated sign-in in this tab - the checkout's,
 * say - goes where the spec says, and does not favourite that advert (review a1, session 67). A form
 * kept for after the sign-in stays: only its own form restores it.
 */
export function forgetSignInReturn() {
  clearTabMark(SIGN_IN_RETURN)
  clearTabMark(PERSONAL_MARKS.advertFavorite)
}
