import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useShell } from '#app/shell/useShell.tsx'
import type { MapShop } from './leaflet-map'

/** Leaflet is browser-only: the server build never sees the import (issue 31.7, scripts/check-budgets.mjs). */
const loadLeafletMap = () => (import.meta.env.SSR ? Promise.reject(new Error('browser only')) : import('./leaflet-map'))

/**
 * The shops map: Leaflet and its CSS load only here, only in the browser, after hydration. Without a
 * tile source (MAP_TILES_URL off), or when the first tiles fail, there is no map at all - never a grey
 * box: the stores list above it has each store's address and an "open in a map" link (ContactsPage).
 */
export function ShopsMap({ shops }: { shops: MapShop[] }) {
  const ref = useRef<HTMLDivElement>(null)
  const intl = useIntl()
  const { mapTiles } = useShell()
  const [failed, setFailed] = useState(false)
  const key = shops.map((s) => `${s.shopId}:${s.lat}:${s.lon}:${s.isOpen}`).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw only when the shops or the tile source change (key)
  useEffect(() => {
    if (!mapTiles) return
    let cleanup: (() => void) | undefined
    let cancelled = false
    loadLeafletMap()
      .then(({ drawShopsMap }) => {
        if (cancelled || !ref.current) return
        cleanup = drawShopsMap(
          ref.current,
          shops,
          mapTiles,
          {
            open: intl.formatMessage({ id: 'shop.open' }),
            closed: intl.formatMessage({ id: 'shop.closed' }),
            zoomIn: intl.formatMessage({ id: 'content.contacts.zoomIn' }),
            zoomOut: intl.formatMessage({ id: 'content.contacts.zoomOut' }),
          },
          () => !cancelled && setFailed(true),
        )
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [key, mapTiles?.url])
  if (!mapTiles || failed || shops.length === 0) return null
  return (
    <section className="shops-map-wrap" aria-label={intl.formatMessage({ id: 'content.contacts.map' })}>
      <div ref={ref} className="shops-map" data-testid="shops-map" />
    </section>
  )
}
