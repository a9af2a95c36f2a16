import { env } from 'cloudflare:workers'
import type { Locale } from '#config'
import type { SocialProvider } from '#contract/accounts.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import { callForRequest, currentRequest, currentRequestUrl, requestDevMode } from '#platform/request.server.ts'
import { mapTilesConfig } from '#platform/shared/map-tiles.ts'
import { knownGlobalSettings, loadFooterSettings, loadGlobalSettings } from '#platform/site.server.ts'
import { configuredSocialProviders } from '../lib/social-config'
import { themeByName } from '../themes'
import { pageLook } from '../themes/look'
import { desktopMenuTree } from './desktop-menu.server'
import { lookHead } from './look-head'

/** Everything the layout shell needs, the same for every visitor of a language (cacheable). */
export async function loadShellData(locale: Locale) {
  const devMode = requestDevMode()
  const [settings, footer] = await Promise.all([
    loadGlobalSettings(env, { locale, devMode }),
    loadFooterSettings(env, { locale, devMode }),
  ])
  const theme = themeByName(env.THEME)
  const look = pageLook(theme, settings.data)
  // The menu and brand trees are not in the shell (they were a third of it, and the menu is in the
  // HTML already): the client loads them with the menu query when it needs them (decision 0053).
  // Nor what only the server reads: the site's tags and styles (worker/html/site-tags.ts reads its own
  // copy of the settings) and the colours, logo and favicon (`look` below is built from them).
  const {
    menu_tree: _menu,
    brand_tree: _brands,
    styles: _styles,
    sitesettingsstatistic: _tags,
    colors: _colors,
    logo: _logo,
    icons: _icons,
    ...rest
  } = settings.data
  const origin = requestOrigin()
  return {
    // A shop without its name (the settings failed, or left `project` empty) is called by its address,
    // never by the theme's demo brand (session 63's operator audit: an outage titled another shop "Volta").
    settings: { ...rest, project: rest.project.trim() || shopAddressName(origin) },
    footer: footer.data,
    degraded: settings.degraded || footer.degraded,
    theme,
    /** Light or dark, colours, logo, favicon, font (decision 0027): decided here, so the first HTML has it. */
    look,
    /** Its <head> tags (theme-color, colour scheme, favicon, font preloads): built here, not in the browser. */
    lookHead: lookHead(look),
    origin,
    /** The social sign-in buttons to show (configuration, the same for everyone). */
    socialProviders: Object.keys(configuredSocialProviders(env)) as SocialProvider[],
    /** The shops map's tile source (MAP_TILES_URL), or null: no map, the stores list with map links. */
    mapTiles: mapTilesConfig(env),
  }
}

/**
 * The navigation's data, apart from the shell (decision 0053): the menu tree (the phone's catalogue
 * menu and the search page read it whole), the desktop navigation's trimmed copy (`desk`,
 * desktop-menu.server.ts) and whether there are brands (the navigation's brands entry; the brand tree
 * itself is read by no component).
 */
export async function loadMenuData(locale: Locale) {
  const { tree, desk, hasBrands } = await loadNavigationData(locale)
  return { tree, desk, hasBrands }
}

type NavigationData = Awaited<ReturnType<typeof readNavigationData>>
/** Per request, each language's navigation data as loadNavigationData first read it (see there). */
const navigationOfRequest = new WeakMap<Request, Map<Locale, Promise<NavigationData>>>()

/**
 * The menu data and where the brands entry goes: what the server renders the navigation's HTML from
 * (app/layout/navigation.functions.ts). The tree is the isolate's memoised settings object, the same
 * object for every request until the memo refreshes (platform/site.server.ts).
 *
 * Read once per request and language: a server render reads it twice (the layout's menu query and the
 * navigation's HTML, routes/$lang/route.tsx), and on a back end whose settings carry no menu each read
 * asked GET /general/menu_tree - twice a page (session 63's operator audit, item 11), since the
 * isolate's shared answers do not hold it when SHARED_ANSWER_SECONDS is 0 or for a render the page
 * cache stores.
 */
export function loadNavigationData(locale: Locale): Promise<NavigationData> {
  const request = currentRequest()
  if (!request) return readNavigationData(locale)
  const byLocale = navigationOfRequest.get(request) ?? new Map<Locale, Promise<NavigationData>>()
  navigationOfRequest.set(request, byLocale)
  const read = byLocale.get(locale) ?? readNavigationData(locale)
  byLocale.set(locale, read)
  return read
}

async function readNavigationData(locale: Locale) {
  const devMode = requestDevMode()
  const settings = await loadGlobalSettings(env, { locale, devMode })
  const { menu_tree: inSettings, brand_tree: brands, brands_position: brandsPosition } = settings.data
  // The settings hold the menu a back end serves at GET /general/menu_tree (loadGlobalSettings). Empty
  // when that call failed as the settings loaded: asked again here, through the isolate's shared
  // answers (a failure is kept 5 s), so the menu is back within seconds, not after the settings' 60 s.
  // Not when the settings failed: their defaults have no menu, and asking the same back end after them
  // made a hanging one cost every page two timeouts, 8.2 s (session 70 transport audit, finding 1).
  const tree = inSettings.length > 0 || settings.degraded ? inSettings : await ownMenuTree(locale)
  return { tree, desk: await desktopMenuTree(locale, tree), hasBrands: brands.length > 0, brandsPosition }
}

/** GET /general/menu_tree; a failed call is no menu (the settings' empty one). */
async function ownMenuTree(locale: Locale) {
  const result = await callForRequest(locale, 'menuTree')
  return result.ok ? result.data : []
}

/**
 * The settings this isolate last had from the back end for the language, or null, without a call: a
 * page's guess at what its main call depends on before the settings are in (shell.functions.ts).
 */
export function knownShellSettings(locale: Locale) {
  return knownGlobalSettings(env, { locale, devMode: requestDevMode() })
}

/** The host of the shop's origin without `www.` (`shop.md`), or '' for an origin that is none. */
export function shopAddressName(origin: string): string {
  try {
    return new URL(origin).hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}

/** The configured public origin (platform/origin.ts), never the request's Host: this data lands in cached pages. */
function requestOrigin(): string {
  return safePublicOrigin(env, currentRequestUrl())
}
