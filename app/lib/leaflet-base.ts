import L from 'leaflet'
import type { MapTiles } from '#platform/shared/map-tiles.ts'

/**
 * A Leaflet map over the shop's tiles with localised zoom buttons (client only: the maps load this with
 * a dynamic import). `onTilesFailed` is called when a tile fails before any tile loaded - the tile
 * source is down, and the caller drops the map for its text fallback (the shops map, the advert's map).
 */
export function tiledMap(
  element: HTMLElement,
  tiles: MapTiles,
  labels: { zoomIn: string; zoomOut: string },
  onTilesFailed: () => void,
): L.Map {
  const map = L.map(element, { scrollWheelZoom: false })
  let tileLoaded = false
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
    .on('tileload', () => {
      tileLoaded = true
    })
    .on('tileerror', () => {
      if (!tileLoaded) onTilesFailed()
    })
    .addTo(map)
  for (const [button, label] of [
    ['.leaflet-control-zoom-in', labels.zoomIn],
    ['.leaflet-control-zoom-out', labels.zoomOut],
  ] as const) {
    element.querySelector(button)?.setAttribute('aria-label', label)
    element.querySelector(button)?.setAttribute('title', label)
  }
  return map
}
