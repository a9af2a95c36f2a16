import { type Locale, SERVER_TIMINGS } from '#config'
import {
  DEFAULT_FOOTER_SETTINGS,
  DEFAULT_GLOBAL_SETTINGS,
  type FooterSettings,
  type GlobalSettings,
} from '#contract/settings.ts'
import { callEndpoint } from './backend/call'
import type { AdminApiConfig, ApiFailure, ApiResult } from './backend/client'
import { isLostData, reportBackEndFailure } from './backend/failures'
import { createMemo } from './backend/memo'
import { forgetSharedAnswers, keptOrFresh, sharedAnswer } from './backend/shared-answers'
import { forgetCityNames, withNamedCities } from './city-names.server'
import type { Env } from './env'

/** How long site-wide settings are reused inside one isolate. */
const SITE_MEMO_TTL_MS = SERVER_TIMINGS.isolateAnswerReuse

export interface RequestIdentity {
  locale: Locale
  devMode?: boolean
  accessToken?: string
}

/** What talking to the admin back end needs of the Worker's bindings. */
export type AdminEnv = Pick<Env, 'ADMIN_API_URL' | 'SITE_TOKEN' | 'ADMIN_API'>

export function adminConfig(env: AdminEnv, identity: RequestIdentity): AdminApiConfig {
  return {
    baseUrl: env.ADMIN_API_URL,
    siteToken: env.SITE_TOKEN,
    locale: identity.locale,
    devMode: identity.devMode,
    accessToken: identity.accessToken,
    fetcher: env.ADMIN_API ? (req) => env.ADMIN_API!.fetch(req) : undefined,
  }
}

export interface Loaded<T> {
  data: T
  /** True when the back end failed and the spec's defaults are shown. */
  degraded: boolean
}

// The memo reads the clock at each use (not Date.now as it was when the module loaded): its age and
// the page cache's settings check (memoisedGlobalSettings) count on the same clock.
const settingsMemo = createMemo<ApiResult<GlobalSettings>>(() => Date.now())
const footerMemo = createMemo<ApiResult<FooterSettings>>()

/**
 * The memo key of a site-wide answer: the back end, the site, the language and development mode -
 * a dev-mode answer (`Dev-Mode: true`) is another answer, never handed to a viewer without it.
 */
const siteKey = (env: AdminEnv, identity: RequestIdentity) =>
  `${env.ADMIN_API_URL}|${env.SITE_TOKEN}|${identity.locale}|${identity.devMode ? 1 : 0}`

/**
 * The settings a render just used, for the Worker's tags that run after it (decision 0028): the
 * memo's last answer for the identity, expired or not, so no second back-end wait follows a slow or
 * failed render; null when that answer was a failure. Only when this isolate holds no answer at all
 * (no render asked with this identity) is it loaded like loadGlobalSettings.
 */
export async function renderedGlobalSettings(env: AdminEnv, identity: RequestIdentity): Promise<GlobalSettings | null> {
  const last = settingsMemo.peek(siteKey(env, identity))
  if (!last) return (await loadGlobalSettings(env, identity)).data
  const result = await last
  return result.ok ? result.data : null
}

/**
 * Per memo key, the settings the back end last answered. Kept across the memo's refreshes and a purge
 * (resetSiteMemo): a guess at the next answer, never shown as one, so nothing a purge must make seen -
 * save what a failed load takes from it to hide what the site hides (degradedSettings, decision 0130),
 * and the menu a failed GET /general/menu_tree keeps.
 */
const lastSettings = new Map<string, GlobalSettings>()

/**
 * The settings this isolate last had from the back end for the identity, or null: without waiting
 * and without a call. Only a guess at what this render's settings will say, for a loader that starts
 * its main call beside the settings call rather than after it (the category's sort, the home page's
 * product of the day); it asks again when the settings, once in, say otherwise.
 */
export function knownGlobalSettings(env: AdminEnv, identity: RequestIdentity): GlobalSettings | null {
  return lastSettings.get(siteKey(env, identity)) ?? null
}

/**
 * Reports a failed settings call for this render. The site-wide settings always exist, so a 404 or
 * 410 for them is not "not found" (as it is for a product) but a back end that does not answer the
 * shop's calls - an ADMIN_API_URL whose path is not the API's base, a route it lacks: lost data, like
 * a 500, so the page of defaults is not cached. Review R2: with ADMIN_API_URL=http://127.0.0.1:9210/api
 * the home page (the default name, no menu, no products) was stored and served as a HIT.
 */
function reportSettingsFailure(failure: ApiFailure) {
  reportBackEndFailure(isLostData(failure) ? failure : { ...failure, kind: 'malformed' })
}

/**
 * Per memo key, the settings the memo's last good load answered and until when the memo counts them
 * fresh (the load's start + SITE_MEMO_TTL_MS, as the memo does). A failed load leaves the entry as it
 * was (the memo keeps the failure 5 s and asks again after). Forgotten with the memo (resetSiteMemo).
 */
const memoised = new Map<string, { settings: GlobalSettings; until: number }>()

/**
 * The settings this isolate's memo holds for the identity, without a call and without waiting, and
 * whether the memo still counts them fresh; null when it has loaded none. For the page cache's hit,
 * which compares them with the settings its page was rendered with (decision 0128).
 */
export function memoisedGlobalSettings(
  env: AdminEnv,
  identity: RequestIdentity,
): { settings: GlobalSettings; fresh: boolean } | null {
  const entry = memoised.get(siteKey(env, identity))
  return entry ? { settings: entry.settings, fresh: entry.until > Date.now() } : null
}

let settingsRead: ((identity: RequestIdentity, settings: GlobalSettings) => void) | null = null
/** Tells `listener` the settings each read of loadGlobalSettings hands out (the page cache's render record). */
export function onSettingsRead(listener: typeof settingsRead) {
  settingsRead = listener
}

/**
 * Per memo key, whether the back end's last settings answer carried no menu_tree: it serves its menu at
 * GET /general/menu_tree (spec 7.1 names both), asked beside the settings from then on. Kept across the
 * memo's refreshes and a purge, as lastSettings is: a guess about the back end, not an answer.
 */
const menuApart = new Set<string>()

/**
 * GET /general/menu_tree, through the isolate's shared answers (a failure is remembered and reported
 * to each render that takes it, decision 0127): its tree, or null when it failed.
 */
async function ownMenu(config: AdminApiConfig) {
  try {
    const result = await sharedAnswer(config, 'menuTree', {}, SITE_MEMO_TTL_MS)
    return result.ok ? result.data : null
  } catch {
    return null
  }
}

/**
 * The site settings of the identity, through the isolate's memo. A back end whose settings carry no
 * menu serves it at GET /general/menu_tree (spec 7.1; session 61's operator audit: the header showed no
 * categories): that menu is folded into the settings here, so every reader of the settings - the
 * navigation, and the page cache's fingerprint of a stored page (decision 0128) - holds the same menu,
 * and a menu the operator changes reaches cached pages as a changed setting does (session 64's operator
 * audit, left: such a menu waited for the page TTL).
 */
export async function loadGlobalSettings(env: AdminEnv, identity: RequestIdentity): Promise<Loaded<GlobalSettings>> {
  // A render the page cache stores reads them afresh (decision 0095): after a purge its menu is the back end's now.
  const key = siteKey(env, identity)
  const result = await keptOrFresh(
    settingsMemo,
    key,
    SITE_MEMO_TTL_MS,
    async (): Promise<ApiResult<GlobalSettings>> => {
      const startedAt = Date.now()
      const config = adminConfig(env, identity)
      // The menu call starts beside the settings call when this back end's last settings carried no
      // menu (round 10 operator audit, finding 4): after them, a slow back end cost the load its latency twice.
      const early = menuApart.has(key) ? ownMenu(config) : null
      const answer = await callEndpoint(config, 'globalSettings')
      if (!answer.ok) return answer
      const carriesMenu = answer.data.menu_tree.length > 0
      if (carriesMenu) menuApart.delete(key)
      else menuApart.add(key)
      const menu = carriesMenu ? null : (early ?? ownMenu(config))
      const named = await withNamedCities(answer.data, config, key)
      // A menu call that fails keeps the last menu: an empty one changed the settings' fingerprint, and
      // every cached page missed twice, at the failure and at the recovery (review of session 65).
      const menuTree = menu ? ((await menu) ?? lastSettings.get(key)?.menu_tree ?? []) : []
      const data = menuTree.length > 0 ? { ...named, menu_tree: menuTree } : named
      const until = startedAt + SITE_MEMO_TTL_MS
      // A slower load that began earlier does not replace a later one's answer.
      if ((memoised.get(key)?.until ?? 0) <= until) memoised.set(key, { settings: data, until })
      return { ...answer, data }
    },
  )
  if (result.ok) {
    lastSettings.set(key, result.data)
    settingsRead?.(identity, result.data)
    return { data: result.data, degraded: false }
  }
  // Logged by the client when the call failed (logCallFailure, once a minute), not here: this runs up
  // to three times a render, and a memoised failure is the same failure again (review r64).
  // A memoised failure did not call the back end in this render: report it for this page too.
  reportSettingsFailure(result)
  return { data: degradedSettings(env, identity), degraded: true }
}

/**
 * What a failed settings load hands out (decision 0130): the spec's defaults, except the two settings
 * that hide something from a viewer - `hide_price_for_guests` and the age restriction. The defaults
 * would show: a site hiding its prices handed them to every guest while its settings call failed (a
 * 503, a timeout, a dev-mode identity its back end refuses). Each takes the last answer this isolate had
 * for the identity; without one, any other identity's of the same site that hides; with none at all,
 * it hides (a shop that shows prices shows none to guests until its settings answer again).
 */
function degradedSettings(env: AdminEnv, identity: RequestIdentity): GlobalSettings {
  const own = lastSettings.get(siteKey(env, identity))
  const site = `${env.ADMIN_API_URL}|${env.SITE_TOKEN}|`
  const siblings = [...lastSettings].filter(([key]) => key.startsWith(site)).map(([, settings]) => settings)
  const hides = (flagOf: (settings: GlobalSettings) => boolean) =>
    own ? flagOf(own) : siblings.length === 0 || siblings.some(flagOf)
  const defaults = DEFAULT_GLOBAL_SETTINGS
  return {
    ...defaults,
    hide_price_for_guests: hides((settings) => settings.hide_price_for_guests),
    additional_settings: {
      ...defaults.additional_settings,
      age_restriction: hides((settings) => settings.additional_settings.age_restriction),
    },
  }
}

export async function loadFooterSettings(env: AdminEnv, identity: RequestIdentity): Promise<Loaded<FooterSettings>> {
  const result = await keptOrFresh(footerMemo, siteKey(env, identity), SITE_MEMO_TTL_MS, () =>
    callEndpoint(adminConfig(env, identity), 'footerSettings'),
  )
  if (result.ok) return { data: result.data, degraded: false }
  reportSettingsFailure(result)
  return { data: DEFAULT_FOOTER_SETTINGS, degraded: true }
}

/**
 * Forgets the settings and footer this isolate kept, and the shared answers: a purge (an operator
 * changed something and wants it seen now), and tests.
 */
export function resetSiteMemo(opts: { lastAnswers?: boolean } = {}) {
  // A purge keeps the back end's last answers (a guess, and what a failed load hides by); a test of a cold isolate does not.
  if (opts.lastAnswers) {
    lastSettings.clear()
    menuApart.clear()
  }
  settingsMemo.clear()
  memoised.clear()
  footerMemo.clear()
  forgetCityNames()
  forgetSharedAnswers()
}
