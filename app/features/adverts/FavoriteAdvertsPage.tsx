import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { Pager } from '#app/ui/Pager.tsx'
import { ADVERTS } from '#contract/advert-rules.ts'
import { AdvertCardView } from './AdvertCard'
import { OwnAreaTabs } from './AreaLinks'
import { useAdvertUserData } from './favorites-store'
import type { Rate } from './list-search'
import type { FavoriteAdverts } from './mine.server'
import './adverts.css'

/**
 * /{lang}/adverts/favorites: the user's favourite adverts by category (accounts spec 3: "listed per
 * category"; GET /api/my-favorite-adverts/?category=). The tabs are the categories with their counts;
 * a card whose heart is switched off leaves the page.
 */
export function FavoriteAdvertsPage({
  data,
  rates,
  category,
  page,
  origin,
}: {
  data: FavoriteAdverts
  rates: Rate[]
  category?: number
  page: number
  origin: string
}) {
  const intl = useIntl()
  const lang = useLocale()
  useAdvertUserData(lang)
  const [removed, setRemoved] = useState<string[]>([])
  const all = data.categories.reduce((n, c) => n + c.count, 0)
  const shown = data.data.filter((a) => !removed.includes(a.id))
  const base = `/${lang}/adverts/favorites`
  const tabs = [
    { id: undefined, title: intl.formatMessage({ id: 'advertsArea.favorites.all' }), count: all },
    ...data.categories,
  ]
  return (
    <div className="adverts-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[
          { title: intl.formatMessage({ id: 'adverts.title' }), href: `/${lang}/adverts` },
          { title: intl.formatMessage({ id: 'advertsArea.favorites.title' }) },
        ]}
        origin={origin}
      />
      <h1>
        <FormattedMessage id="advertsArea.favorites.title" />
      </h1>
      <OwnAreaTabs current="favorites" />
      {all > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'adverts.category' })}>
          <ul className="adverts-tabs" data-testid="favorite-categories">
            {tabs.map((t) => (
              <li key={t.id ?? 'all'}>
                <a
                  href={t.id ? `${base}?category=${t.id}` : base}
                  aria-current={t.id === category ? 'page' : undefined}
                >{`${t.title} (${t.count})`}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.length === 0 ? (
        <p className="listing__empty" data-testid="favorites-empty">
          <FormattedMessage id="advertsArea.favorites.empty" />
        </p>
      ) : (
        <ul className="advert-grid" data-testid="advert-list">
          {shown.map((a) => (
            <li key={a.id}>
              <AdvertCardView
                advert={a}
                currency={ADVERTS.queryDefaults.price_unit}
                rates={rates}
                onFavorite={(on) => !on && setRemoved((r) => [...r, a.id])}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        current={page}
        total={data.pages}
        link={(p, props) => (
          <a
            href={`${base}?${new URLSearchParams({ ...(category ? { category: String(category) } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`}
            {...props}
          />
        )}
      />
    </div>
  )
}
