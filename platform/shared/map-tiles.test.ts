import { describe, expect, it } from 'vitest'
import { MAP_TILES_DEFAULT } from '#config'
import { mapTilesConfig, openInMapHref, tilesOrigin } from './map-tiles'

describe('mapTilesConfig', () => {
  it.each([
    ['unset: the default (OpenStreetMap, with attribution)', {}, { ...MAP_TILES_DEFAULT }],
    ['off', { MAP_TILES_URL: 'off' }, null],
    ['empty', { MAP_TILES_URL: '' }, null],
    ['not a template', { MAP_TILES_URL: 'https://tiles.example/map.png' }, null],
    ['another scheme', { MAP_TILES_URL: 'javascript:alert(1)//{z}{x}{y}' }, null],
    ['not a string', { MAP_TILES_URL: 42 }, null],
    [
      'a custom source with its attribution',
      { MAP_TILES_URL: ' https://{s}.tiles.example/{z}/{x}/{y}.png ', MAP_TILES_ATTRIBUTION: '© Example' },
      { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '© Example' },
    ],
    [
      'a custom source without attribution names its host',
      { MAP_TILES_URL: 'http://127.0.0.1:8788/tiles/{z}/{x}/{y}.svg' },
      { url: 'http://127.0.0.1:8788/tiles/{z}/{x}/{y}.svg', attribution: 'http://127.0.0.1:8788' },
    ],
  ])('%s', (_, vars, expected) => expect(mapTilesConfig(vars)).toEqual(expected))
})

describe('tilesOrigin', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tiles.example/{z}/{x}/{y}.png', 'https://*.tiles.example'],
    ['http://127.0.0.1:8788/tiles/{z}/{x}/{y}.svg', 'http://127.0.0.1:8788'],
    ['not a url', null],
  ])('%s -> %s', (template, origin) => expect(tilesOrigin(template)).toBe(origin))
})

describe('openInMapHref', () => {
  it.each([
    [47.0105, 28.8638, 'https://www.openstreetmap.org/?mlat=47.0105&mlon=28.8638#map=17/47.0105/28.8638'],
    [46.123456789, -1.5, 'https://www.openstreetmap.org/?mlat=46.123457&mlon=-1.5#map=17/46.123457/-1.5'],
    [Number.NaN, 28, null],
    [91, 28, null],
    [47, 181, null],
  ])('%s, %s -> %s', (lat, lon, href) => expect(openInMapHref(lat, lon)).toBe(href))
})
