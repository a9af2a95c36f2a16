/**
 * Which messages ship lazily (app/i18n/lazy-messages.ts): the sign-in flows (`authFlow.*`) and the
 * cabinet's sections (`cabinetX.*`), the adverts area's later parts (`advertsArea.*`), the meal-plan
 * calculator (`meals.*`) and the UI kit page (`uiKit.*`), except the page titles `head()` reads and the texts shop pages
 * use. Pure: the build (app/i18n/precompile.ts) and the browser both use it.
 */
const KEEP_IN_CORE =
  /^(cabinetNav\.|authFlow\.registerPage\.title$|authFlow\.social\.page$|meals\.(title|description)$|uiKit\.title$)/
export function isLazyMessage(id: string): boolean {
  return /^(authFlow|cabinet[A-Z]\w*|advertsArea|meals|uiKit)\./.test(id) && !KEEP_IN_CORE.test(id)
}
