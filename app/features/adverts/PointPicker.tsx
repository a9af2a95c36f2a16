import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useShell } from '#app/shell/useShell.tsx'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { coordinateField } from './form-rules'

/** Leaflet is browser-only: the server build never bundles it (config/budgets.json notInWorker). */
const loadPointPicker = () =>
  import.meta.env.SSR ? Promise.reject(new Error('browser only')) : import('./leaflet-picker')

/**
 * The advert's point (spec 3: lat, lon): two inputs (a comma or a dot) and a map to click on. Leaflet
 * and its CSS load only here, only in the browser, after hydration; when they cannot load, the two
 * inputs remain and are enough.
 */
export function PointPicker({
  lat,
  lon,
  onChange,
  latError,
  lonError,
}: {
  lat: string
  lon: string
  onChange: (lat: string, lon: string) => void
  latError?: ReactNode
  lonError?: ReactNode
}) {
  const intl = useIntl()
  const { mapTiles } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const picker = useRef<{ move: (lat: number, lon: number) => void; remove: () => void } | null>(null)
  const pick = useRef(onChange)
  pick.current = onChange
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is drawn once; later changes move its marker (below)
  useEffect(() => {
    let cancelled = false
    const a = coordinateField(lat, 90)
    const b = coordinateField(lon, 180)
    loadPointPicker()
      .then(({ drawPointPicker }) => {
        if (cancelled || !ref.current) return
        picker.current = drawPointPicker(
          ref.current,
          a && b ? { lat: Number(a), lon: Number(b) } : null,
          (y, x) => pick.current(String(y), String(x)),
          {
            zoomIn: intl.formatMessage({ id: 'content.contacts.zoomIn' }),
            zoomOut: intl.formatMessage({ id: 'content.contacts.zoomOut' }),
          },
          mapTiles,
        )
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      picker.current?.remove()
      picker.current = null
    }
  }, [])
  useEffect(() => {
    const a = coordinateField(lat, 90)
    const b = coordinateField(lon, 180)
    if (a && b) picker.current?.move(Number(a), Number(b))
  }, [lat, lon])
  return (
    <fieldset className="advert-form__point">
      <legend>{intl.formatMessage({ id: 'advertsArea.form.point' })}</legend>
      <div className="advert-form__row">
        <LabeledField labelId="advertsArea.form.lat" error={latError}>
          <input
            name="lat"
            inputMode="decimal"
            value={lat}
            onChange={(e) => onChange(e.target.value, lon)}
            data-testid="advert-lat"
          />
        </LabeledField>
        <LabeledField labelId="advertsArea.form.lon" error={lonError}>
          <input
            name="lon"
            inputMode="decimal"
            value={lon}
            onChange={(e) => onChange(lat, e.target.value)}
            data-testid="advert-lon"
          />
        </LabeledField>
      </div>
      {failed ? null : (
        <>
          <p className="advert-form__hint">{intl.formatMessage({ id: 'advertsArea.form.pointHint' })}</p>
          <div ref={ref} className="advert-form__map" data-testid="advert-map" />
        </>
      )}
    </fieldset>
  )
}
