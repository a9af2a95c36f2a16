import { FormattedMessage } from 'react-intl'
import { useLocale, useView } from '#app/shell/useShell.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import type { Promotion } from './offers.server'
import { activePromotions, promotionHref } from './rules'
import { ValidUntil } from './ValidUntil'

/** How many running promotions the home page shows (the rest are on /{lang}/special-offers). */
export const HOME_PROMOTIONS = 4

/**
 * The home page's running promotions, in the variant of mainUiInterface.promotions_main_page_view_type
 * (decision 0043): `cards` (default) a grid of picture cards, `list` rows with a small picture beside
 * the title, `carousel` one scrolling row of wide pictures. Nothing renders when none is running.
 */
export function HomePromotions({ promotions, now }: { promotions: readonly Promotion[]; now: number }) {
  const lang = useLocale()
  const view = useView('promotions_main_page_view_type')
  const running = activePromotions(promotions, now).slice(0, HOME_PROMOTIONS)
  if (running.length === 0) return null
  return (
    <section
      className={`home__section home-promotions home-promotions--${view}`}
      data-view={view}
      data-testid="home-promotions"
      aria-labelledby="home-promotions"
    >
      <div className="featured-brands__head">
        <h2 id="home-promotions">
          <FormattedMessage id="offers.title" />
        </h2>
        <a href={`/${lang}/special-offers`}>
          <FormattedMessage id="offers.all" />
        </a>
      </div>
      {/* Hydrated when it nears the viewport (decision 0007): its dates build the page's first
          Intl.DateTimeFormat with a time zone, which loads the browser's zone data (decision 0084). */}
      <LazyHydrate selector="#home-promotions">
        <ul className="home-promotions__list">
          {running.map((promotion) => (
            <li key={promotion.id} className="offer">
              <div className="offer__image">
                {promotion.img ? (
                  <img src={promotion.img} alt="" width={640} height={320} loading="lazy" decoding="async" />
                ) : null}
              </div>
              <div className="offer__body">
                <h3 className="offer__title">
                  <a href={promotionHref(lang, promotion)}>{promotion.title}</a>
                </h3>
                <ValidUntil date={promotion.expireDate} />
              </div>
            </li>
          ))}
        </ul>
      </LazyHydrate>
    </section>
  )
}
