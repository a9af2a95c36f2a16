/**
 * Which messages ship outside the core catalogue (app/i18n/lazy-messages.ts), in two groups:
 *
 * `lazy`: the sign-in flows (`authFlow.*`) and the cabinet's sections (`cabinetX.*`), the adverts area
 * (`adverts.*`, `advertsArea.*`: every adverts route loads the lazy messages first,
 * app/features/adverts/area.ts), the meal-plan calculator (`meals.*`) and the UI kit page (`uiKit.*`).
 *
 * `later` (decision 0087): texts a shop page shows only after its first screen - the forms, modals and
 * pages of the cart, checkout, delivery, credit, quick order, promo codes, the sign-in forms, reviews, compare and
 * the quote cart. A component that shows one calls `useLaterMessages` (an architecture test checks it),
 * and the pages that render them on the server load them before they hydrate (`pathNeedsLaterMessages`).
 *
 * `aside` (decision 0103): the texts of the later namespaces that only pages and forms of their own show, never
 * the cart page - the compare page, the quote cart, the reviews (the product page's and its form), the credit
 * modal and calculator, the order-checkout page, the product page's quick forms (only the product page opens
 * them; their 0.5 kB rode on every cart page). A component that shows one calls `useAsideMessages`.
 * The credit offers of the cart and product pages (`credit.buy`, `credit.buyWith`, `credit.buyMonthly`) stay in `later`.
 *
 * All keep in the core the page titles `head()` reads and the texts shop pages render on their first
 * screen (the cards' and the product page's order buttons, the quote-cart link and button, the reviews page's
 * rating), and those shown by code outside components (the cart's notices and toasts).
 * Pure: the build (app/i18n/precompile.ts) and the browser both use it.
 */
export type MessageGroup = 'core' | 'lazy' | 'later' | 'aside'

/**
 * The groups whose loaders ride in each language's core chunk instead of the entry (decision 0103):
 * those of pages of their own, which can wait for the core chunk before they load. The cart page's
 * `later` group loads beside the core, so its loaders stay in the entry (app/i18n/lazy-messages.ts).
 */
export const IN_CORE_CHUNK = ['lazy', 'aside'] as const

const KEEP_IN_CORE =
  /^(cabinetNav\.|authFlow\.registerPage\.title$|authFlow\.social\.page$|meals\.(title|description)$|uiKit\.title$|adverts\.(title|myTitle|favoritesTitle|draftsTitle|form\.addTitle|form\.editTitle)$)/

const LATER_KEEP_IN_CORE =
  /^(cart\.(add|added|corrupted|continue|title|server\.\w+)$|quickOrder\.(oneClick|bulkOrder|preOrder|firstToKnow)$|quote\.(header|add|targetPriceOptional|inQuote)$|reviews\.rating$|promo\.droppedAtSignIn$|auth\.tooManyAttempts$|compare\.title$|checkout\.title$|orderCheckout\.title$|quote\.title$)/

export function isLazyMessage(id: string): boolean {
  return /^(authFlow|cabinet[A-Z]\w*|adverts|advertsArea|meals|uiKit)\./.test(id) && !KEEP_IN_CORE.test(id)
}

/** Of the later namespaces, what the cart page never shows: the aside group, but for the credit offers' buttons. */
const ASIDE = /^(credit\.(?!buy$|buyWith$|buyMonthly$)|quote\.|compare\.|reviews\.|orderCheckout\.|quickOrder\.)/

/** Outside the core and the lazy group: a later or an aside message. */
function isDeferredMessage(id: string): boolean {
  return (
    /^(cart|credit|quickOrder|addresses|carrier|delivery|quote|promo|compare|checkout|auth|reviews|orderCheckout|pickup)\./.test(
      id,
    ) && !LATER_KEEP_IN_CORE.test(id)
  )
}

export function isLaterMessage(id: string): boolean {
  return isDeferredMessage(id) && !ASIDE.test(id)
}

export function isAsideMessage(id: string): boolean {
  return isDeferredMessage(id) && ASIDE.test(id)
}

export function messageGroup(id: string): MessageGroup {
  return isLazyMessage(id) ? 'lazy' : isDeferredMessage(id) ? (ASIDE.test(id) ? 'aside' : 'later') : 'core'
}
