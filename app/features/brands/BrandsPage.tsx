import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import type { Brand } from './brands.server'
import { brandHref, groupBrands } from './rules'

const groupId = (key: string) => `brands-${key === '#' ? 'other' : encodeURIComponent(key)}`

/** /{lang}/brands: every brand in alphabetical groups (digits under 1, first) with a letter index. */
export function BrandsPage({
  brands,
  origin,
  unavailable = false,
}: {
  brands: Brand[]
  origin: string
  /** The list failed to load (decision 0099): the notice, not "no brands yet". */
  unavailable?: boolean
}) {
  const lang = useLocale()
  const intl = useIntl()
  const groups = groupBrands(brands, lang)
  return (
    <div className="brands-page">
      <Breadcrumbs home={`/${lang}`} items={[{ title: intl.formatMessage({ id: 'brands.title' }) }]} origin={origin} />
      <h1>
        <FormattedMessage id="brands.title" />
      </h1>
      {groups.length === 0 && unavailable ? (
        <PageUnavailable />
      ) : groups.length === 0 ? (
        <p className="notice" data-testid="brands-empty">
          <FormattedMessage id="brands.empty" />
        </p>
      ) : (
        <>
          <nav className="brands-index" aria-label={intl.formatMessage({ id: 'brands.letters' })}>
            <ul>
              {groups.map((g) => (
                <li key={g.key}>
                  <a className="chip" href={`#${groupId(g.key)}`}>
                    {g.key}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="brand-groups">
            {groups.map((g) => (
              <section key={g.key} className="brand-group" aria-labelledby={groupId(g.key)} data-testid="brand-group">
                <h2 id={groupId(g.key)} className="brand-group__key">
                  {g.key}
                </h2>
                {/* Plain links, most of them far below the fold: each group hydrates when near (decision 0084). */}
                <LazyHydrate selector={`[id="${groupId(g.key)}"]`}>
                  <ul>
                    {g.brands.map((brand) => (
                      <li key={brand.id}>
                        {/* A brand without a slug has no page to link (GET /general/brand/{slug}): its name only. */}
                        {brand.slug ? <a href={brandHref(lang, brand)}>{brand.name}</a> : <span>{brand.name}</span>}
                        {brand.productCount === null ? null : (
                          <>
                            {' '}
                            <span className="brand-group__count">{brand.productCount}</span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </LazyHydrate>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  )
}
