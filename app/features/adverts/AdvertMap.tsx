import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useShell } from '#app/shell/useShell.tsx'
import { openInMapHref } from '#platform/shared/map-tiles.ts'

/** Leaflet is browser-only: the server build never bundles it (config/budgets.json notInWorker). */
const loadPointMap = () =>
  import.meta.env.SSR ? Promise.reject(new Error('browser only')) : import('./leaflet-picker')

/**
 * The advert's point on a map (issue 51 point 2). The link to open it in OpenStreetMap is in the
 * page's HTML; Leaflet and its CSS load only in the browser and only once the map's box comes near
 * the screen (most buyers read the top of the page and leave). No tile source, or Leaflet failing,
 * leaves the link alone - never a grey box.
 */
export function AdvertMap({ lat, lon, title }: { lat: number; lon: number; title: string }) {
  const intl = useIntl()
  const { mapTiles } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw only when the point or the tile source changes
  useEffect(() => {
    const element = ref.current
    if (!mapTiles || !element) return
    let cancelled = false
    let remove: (() => void) | undefined
    const draw = () => {
      loadPointMap()
        .then(({ drawPointMap }) => {
          if (cancelled || !ref.current) return
          remove = drawPointMap(
            ref.current,
            { lat, lon },
            mapTiles,
            {
              zoomIn: intl.formatMessage({ id: 'content.contacts.zoomIn' }),
              zoomOut: intl.formatMessage({ id: 'content.contacts.zoomOut' }),
            },
            () => !cancelled && setFailed(true),
          )
        })
        .catch(() => !cancelled && setFailed(true))
    }
    const near = (entries: IntersectionObserverEntry[]) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer?.disconnect()
      draw()
    }
    const observer =
      typeof IntersectionObserver === 'function' ? new IntersectionObserver(near, { rootMargin: '200px' }) : null
    if (observer) observer.observe(element)
    else draw()
    return () => {
      cancelled = true
      observer?.disconnect()
      remove?.()
    }
  }, [lat, lon, mapTiles?.url])
  const href = openInMapHref(lat, lon)
  return (
    <section aria-labelledby="advert-point" className="advert-point">
      <h2 id="advert-point">{intl.formatMessage({ id: 'advertsArea.form.point' })}</h2>
      {mapTiles && !failed ? <div ref={ref} className="advert-point__map" data-testid="advert-point-map" /> : null}
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="advert-point-link"
          aria-label={intl.formatMessage({ id: 'content.contacts.openInMapOf' }, { title })}
        >
          {intl.formatMessage({ id: 'content.contacts.openInMap' })}
        </a>
      ) : null}
    </section>
  )
}
