/**
 * Which messages ship lazily (app/i18n/lazy-messages.ts): the sign-in flows (`authFlow.*`) and the
 * cabinet's sections (`cabinetX.*`), the adverts area (`adverts.*`, `advertsArea.*`: every adverts
 * route loads the lazy messages first, app/features/adverts/area.ts), the meal-plan calculator
 * (`meals.*`) and the UI kit page (`uiKit.*`), except the page titles `head()` reads and the texts
 * shop pages use. Pure: the build (app/i18n/precompile.ts) and the browser both use it.
 */
const KEEP_IN_CORE =
  /^(cabinetNav\.|authFlow\.registerPage\.title$|authFlow\.social\.page$|meals\.(title|description)$|uiKit\.title$|adverts\.(title|myTitle|favoritesTitle|draftsTitle|form\.addTitle|form\.editTitle)$)/
export function isLazyMessage(id: string): boolean {
  return /^(authFlow|cabinet[A-Z]\w*|adverts|advertsArea|meals|uiKit)\./.test(id) && !KEEP_IN_CORE.test(id)
}
