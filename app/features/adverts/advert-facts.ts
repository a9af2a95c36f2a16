import type { AdvertType, AreaUnit } from '#contract/advert-rules.ts'

/**
 * What a buyer reads about an advert besides its price and place (issue 51 point 2): its type (spec
 * 3 `type`), its area in its own unit (`area`, `default_area_unit`) and its cadastral number. The
 * card shows the type and area; the page adds the cadastral number. A missing area or an empty
 * cadastral number is left out rather than shown empty.
 */
export interface AdvertFactsInput {
  /** null: a type the shop has no words for (another back end's): no type fact. */
  type: AdvertType | null
  area: number | null
  /** null: a unit the shop has no words for: no area fact (an area without its unit means nothing). */
  default_area_unit: AreaUnit | null
  cadastral_number?: string
}

export type AdvertFact =
  | { kind: 'type'; type: AdvertType }
  | { kind: 'area'; area: number; unit: AreaUnit }
  | { kind: 'cadastral'; value: string }

export function advertFacts(advert: AdvertFactsInput): AdvertFact[] {
  const facts: AdvertFact[] = advert.type === null ? [] : [{ kind: 'type', type: advert.type }]
  if (advert.area !== null && advert.default_area_unit !== null && Number.isFinite(advert.area) && advert.area > 0)
    facts.push({ kind: 'area', area: advert.area, unit: advert.default_area_unit })
  const cadastral = advert.cadastral_number?.trim()
  if (cadastral) facts.push({ kind: 'cadastral', value: cadastral })
  return facts
}

/** The advert's map point, when both coordinates are there and on the globe (spec 3 `lat`, `lon`). */
export function advertPoint(advert: { lat: number | null; lon: number | null }): { lat: number; lon: number } | null {
  const { lat, lon } = advert
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  return { lat, lon }
}
