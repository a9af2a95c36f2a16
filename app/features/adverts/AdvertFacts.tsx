import { useIntl } from 'react-intl'
import { type AdvertFactsInput, advertFacts } from './advert-facts'

/**
 * The advert's type, area and (on the page) cadastral number as a term list: `compact` is the card's
 * one line ("For sale · 6 ares"), otherwise labelled pairs beside the price.
 */
export function AdvertFacts({ advert, compact = false }: { advert: AdvertFactsInput; compact?: boolean }) {
  const intl = useIntl()
  const facts = advertFacts(compact ? { ...advert, cadastral_number: undefined } : advert)
  const text = (f: (typeof facts)[number]) => {
    if (f.kind === 'type') return intl.formatMessage({ id: `advertsArea.type.${f.type}` })
    if (f.kind === 'area') return intl.formatMessage({ id: `advertsArea.areaValue.${f.unit}` }, { area: f.area })
    return f.value
  }
  const label = (f: (typeof facts)[number]) =>
    intl.formatMessage({
      id:
        f.kind === 'type' ? 'advertsArea.type' : f.kind === 'area' ? 'adverts.form.area' : 'advertsArea.form.cadastral',
    })
  if (compact) {
    return (
      <p className="advert-card__facts" data-testid="advert-card-facts">
        {facts.map((f, i) => (
          <span key={f.kind} data-fact={f.kind}>
            {i > 0 ? ' · ' : ''}
            {text(f)}
          </span>
        ))}
      </p>
    )
  }
  return (
    <dl className="advert-facts" data-testid="advert-facts">
      {facts.map((f) => (
        <div key={f.kind} data-fact={f.kind}>
          <dt>{label(f)}</dt>
          <dd>{text(f)}</dd>
        </div>
      ))}
    </dl>
  )
}
