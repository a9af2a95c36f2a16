import { BUSINESS_PORT, HOME_PORT, MARKET_PORT, MEALS_PORT, PHARMA_PORT } from '../../playwright.config'

/**
 * The base URL of a theme variant's storefront. Every variant is a `webServer` of playwright.config.ts
 * over the run's one build, running for the whole run: a spec never starts or stops one (a server
 * one file stopped was still in use by another file on the second worker).
 */
export function themeBase(theme: 'home' | 'pharma' | 'business' | 'meals' | 'market'): string {
  const port = {
    home: HOME_PORT,
    pharma: PHARMA_PORT,
    business: BUSINESS_PORT,
    meals: MEALS_PORT,
    market: MARKET_PORT,
  }[theme]
  return `http://127.0.0.1:${port}`
}

/**
 * The analytics vendors the home-goods demo's settings name (decision 0028). The machine running the
 * tests cannot reach them: a spec visiting that demo answers them itself (page.route), or the failed
 * loads show up as console errors.
 */
export const VENDOR_TAG_URLS =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|mc\.yandex\.ru|code\.jivo\.ru)\//
