import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { tiledMap } from '#app/lib/leaflet-base.ts'
import { escapeHtml } from '#platform/shared/escape-html.ts'
import type { MapTiles } from '#platform/shared/map-tiles.ts'

export interface MapShop {
  shopId: number
  title: string
  address: string
  /** Null: the back end gave none, and the shop is not on the map. */
  lat: number | null
  lon: number | null
  /** Null: the back end does not say. */
  isOpen: boolean | null
}

/**
 * Draws the shops on a Leaflet map over `tiles` (client only; loaded with a dynamic import). Returns a
 * cleanup. `onTilesFailed` is called when a tile fails before any tile loaded: the tile source is down.
 */
export function drawShopsMap(
  element: HTMLElement,
  shops: MapShop[],
  tiles: MapTiles,
  labels: { open: string; closed: string; zoomIn: string; zoomOut: string },
  onTilesFailed: () => void,
) {
  const map = tiledMap(element, tiles, labels, onTilesFailed)
  const points: L.LatLngExpression[] = []
  for (const shop of shops) {
    if (shop.lat === null || shop.lon === null || !Number.isFinite(shop.lat) || !Number.isFinite(shop.lon)) continue
    const point: L.LatLngExpression = [shop.lat, shop.lon]
    points.push(point)
    const state = shop.isOpen === null ? null : shop.isOpen ? labels.open : labels.closed
    const line = [shop.address, state].filter(Boolean).join(' · ')
    const popup = `<strong>${escapeHtml(shop.title)}</strong><p>${escapeHtml(line)}</p>`
    L.circleMarker(point, {
      radius: 9,
      color: '#1a1a1a',
      weight: 2,
      // green open, grey closed, blue where the back end does not say
      fillColor: shop.isOpen === null ? '#2b6cb0' : shop.isOpen ? '#1f9d55' : '#9aa0a6',
      fillOpacity: 0.9,
    })
      .bindPopup(popup)
      .bindTooltip(escapeHtml(shop.title))
      .addTo(map)
  }
  if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 14 })
  else map.setView([47.0105, 28.8638], 8)
  return () => map.remove()
}
