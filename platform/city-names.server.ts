import { SERVER_TIMINGS } from '#config'
import type { AnsweredGlobalSettings, CityToChoose, GlobalSettings } from '#contract/settings.ts'
import { callEndpoint } from './backend/call'
import type { AdminApiConfig } from './backend/client'
import { createMemo } from './backend/memo'

/** How long one isolate keeps the names it looked up: localities are renamed rarely, and a purge forgets them. */
const NAMES_TTL_MS = SERVER_TIMINGS.isolateAnswerReuse * 60
/**
 * Most regions whose localities one lookup asks for, 8 at a time, stopping once every city is named: the
 * lookup runs inside a render, whose subrequests the Workers plan bounds and whose time the shopper
 * waits; a country's regions are a few dozen.
 */
const MOST_REGIONS_ASKED = 32
const REGIONS_AT_ONCE = 8

const namesMemo = createMemo<Map<number, string> | null>()

/**
 * The settings with every city to choose named. The spec gives a city as its id ("cities_to_choose
 * (id)"), and a city is a locality (the meal menu is asked by locality_id), so a city the settings
 * leave unnamed takes its locality's label: GET /base/region/ once, and GET /base/locality/?region_id=
 * for the regions answered without their localities. Asked only when a city lacks its name, and kept
 * an hour per back end, site and language. A city no locality names is left out (a picker button
 * needs a name), as when the lookup fails; that failure is asked again after a few seconds.
 */
export async function withNamedCities(
  settings: AnsweredGlobalSettings,
  config: AdminApiConfig,
  key: string,
): Promise<GlobalSettings> {
  const cities = settings.cities_to_choose
  const named = (names: Map<number, string> | null) =>
    cities.flatMap(({ id, title }): CityToChoose[] => {
      const name = title ?? names?.get(id)
      return name ? [{ id, title: name }] : []
    })
  if (cities.every((c) => c.title !== null)) return { ...settings, cities_to_choose: named(null) }
  const wanted = cities.filter((c) => c.title === null).map((c) => c.id)
  const names = await namesMemo.get(
    `${key}|${wanted.join(',')}`,
    NAMES_TTL_MS,
    () => localityNames(config, wanted),
    (n) => n !== null,
  )
  return { ...settings, cities_to_choose: named(names) }
}

/**
 * The localities' labels by id, from the regions and, for regions answered without their localities,
 * their own calls until every `wanted` id is named; null when the regions failed.
 */
async function localityNames(config: AdminApiConfig, wanted: readonly number[]): Promise<Map<number, string> | null> {
  const regions = await callEndpoint(config, 'regions')
  if (!regions.ok) {
    console.warn(`[settings] cities to choose without names: the regions failed (${regions.message})`)
    return null
  }
  const names = new Map<number, string>()
  const add = (localities: readonly { localityId: unknown; label: string }[]) => {
    for (const l of localities)
      if (typeof l.localityId === 'number' && l.label.trim()) names.set(l.localityId, l.label.trim())
  }
  for (const r of regions.data) if (r.localities) add(r.localities)
  const bare = regions.data.filter((r) => !r.localities).slice(0, MOST_REGIONS_ASKED)
  for (let i = 0; i < bare.length && !wanted.every((id) => names.has(id)); i += REGIONS_AT_ONCE) {
    const asked = await Promise.all(
      bare
        .slice(i, i + REGIONS_AT_ONCE)
        .map((r) => callEndpoint(config, 'localities', { query: { region_id: r.regionId } })),
    )
    for (const r of asked) if (r.ok) add(r.data)
  }
  return names
}

/** Forgets the names (a purge: resetSiteMemo), and tests. */
export function forgetCityNames() {
  namesMemo.clear()
}
