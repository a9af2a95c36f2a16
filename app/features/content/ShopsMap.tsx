import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { MapShop } from './leaflet-map'

/** The shops map: Leaflet and its CSS load only here, only in the browser, after hydration. */
export function ShopsMap({ shops }: { shops: MapShop[] }) {
  const ref = useRef<HTMLDivElement>(null)
  const intl = useIntl()
  const [failed, setFailed] = useState(false)
  const key = shops.map((s) => `${s.shopId}:${s.lat}:${s.lon}:${s.isOpen}`).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw only when the shops change (key)
  useEffect(() => {
    let cleanup: (() => void) | undefined
    let cancelled = false
    import('./leaflet-map')
      .then(({ drawShopsMap }) => {
        if (cancelled || !ref.current) return
        cleanup = drawShopsMap(ref.current, shops, {
          open: intl.formatMessage({ id: 'shop.open' }),
          closed: intl.formatMessage({ id: 'shop.closed' }),
          zoomIn: intl.formatMessage({ id: 'content.contacts.zoomIn' }),
          zoomOut: intl.formatMessage({ id: 'content.contacts.zoomOut' }),
        })
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [key])
  if (failed || shops.length === 0) return null
  return (
    <section className="shops-map-wrap" aria-label={intl.formatMessage({ id: 'content.contacts.map' })}>
      <div ref={ref} className="shops-map" />
    </section>
  )
}
