import { MAP_OPEN_URL, MAP_TILES_DEFAULT } from '#config'

/** The shops map's base layer: a Leaflet URL template ({z}/{x}/{y}, optional {s}) and its attribution (HTML). */
export interface MapTiles {
  url: string
  attribution: string
}

/**
 * The tile source an operator configured (Worker variables MAP_TILES_URL and MAP_TILES_ATTRIBUTION,
 * docs/settings.md "Map tiles"): unset means the default (OpenStreetMap); "off" or empty means no map;
 * a value that is not an http(s) template with {z}, {x} and {y} is refused (no map) rather than
 * drawing a grey box. A custom source without an attribution gets its host as the attribution.
 */
export function mapTilesConfig(vars: object): MapTiles | null {
  const raw = (vars as Record<string, unknown>).MAP_TILES_URL
  const rawAttribution = (vars as Record<string, unknown>).MAP_TILES_ATTRIBUTION
  if (raw === undefined || raw === null) return { ...MAP_TILES_DEFAULT }
  if (typeof raw !== 'string') return null
  const url = raw.trim()
  if (url === '' || url.toLowerCase() === 'off' || url.length > 500) return null
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return null
  const attribution =
    typeof rawAttribution === 'string' && rawAttribution.trim()
      ? rawAttribution.trim().slice(0, 500)
      : (tilesOrigin(url) ?? url)
  return { url, attribution }
}

/** The origin tiles are fetched from (for the CSP's img-src); {s} subdomains widen it to a wildcard. */
export function tilesOrigin(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/g, '0').replace(/^(https?:\/\/)0\./, '$1s.'))
    return template.includes('://{s}.') ? `${url.protocol}//*.${url.host.replace(/^s\./, '')}` : url.origin
  } catch {
    return null
  }
}

/** An https link that opens one place in OpenStreetMap (the fallback when no map is drawn). */
export function openInMapHref(lat: number, lon: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  const fix = (n: number) => String(Number(n.toFixed(6)))
  return MAP_OPEN_URL.replaceAll('{lat}', fix(lat)).replaceAll('{lon}', fix(lon))
}
