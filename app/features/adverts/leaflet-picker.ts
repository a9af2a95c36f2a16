import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { tiledMap } from '#app/lib/leaflet-base.ts'
import type { MapTiles } from '#platform/shared/map-tiles.ts'

/** The capital (spec 9: default region 3, Chisinau) when the advert has no point yet. */
const CENTER: L.LatLngExpression = [47.0105, 28.8638]

/**
 * A map to pick the advert's point (client only; loaded with a dynamic import, like the shops map):
 * a click moves the marker and reports the point. Returns the map's controls for the form.
 */
export function drawPointPicker(
  element: HTMLElement,
  start: { lat: number; lon: number } | null,
  onPick: (lat: number, lon: number) => void,
  labels: { zoomIn: string; zoomOut: string },
  tiles: MapTiles | null,
): { move: (lat: number, lon: number) => void; remove: () => void } {
  // The shop's tile source (docs/settings.md "Map tiles"); without one, a plain map still takes the click.
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(tiles) })
  if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
  let marker: L.CircleMarker | null = null
  const place = (lat: number, lon: number) => {
    if (marker) marker.setLatLng([lat, lon])
    else
      marker = L.circleMarker([lat, lon], {
        radius: 9,
        color: '#1a1a1a',
        weight: 2,
        fillColor: '#d93025',
        fillOpacity: 0.9,
      }).addTo(map)
  }
  if (start) {
    place(start.lat, start.lon)
    map.setView([start.lat, start.lon], 13)
  } else map.setView(CENTER, 8)
  map.on('click', (e: L.LeafletMouseEvent) => {
    const lat = Math.round(e.latlng.lat * 1e6) / 1e6
    const lon = Math.round(e.latlng.lng * 1e6) / 1e6
    place(lat, lon)
    onPick(lat, lon)
  })
  element.querySelector('.leaflet-control-zoom-in')?.setAttribute('aria-label', labels.zoomIn)
  element.querySelector('.leaflet-control-zoom-out')?.setAttribute('aria-label', labels.zoomOut)
  return { move: place, remove: () => map.remove() }
}

/**
 * The advert page's map (issue 51 point 2): the point, not movable, over the shop's tiles. Returns a
 * cleanup. `onTilesFailed`: a tile failed before any loaded - the tile source is down (as the shops map).
 */
export function drawPointMap(
  element: HTMLElement,
  point: { lat: number; lon: number },
  tiles: MapTiles,
  labels: { zoomIn: string; zoomOut: string },
  onTilesFailed: () => void,
): () => void {
  const map = tiledMap(element, tiles, labels, onTilesFailed)
  L.circleMarker([point.lat, point.lon], {
    radius: 9,
    color: '#1a1a1a',
    weight: 2,
    fillColor: '#d93025',
    fillOpacity: 0.9,
  }).addTo(map)
  map.setView([point.lat, point.lon], 14)
  return () => map.remove()
}
