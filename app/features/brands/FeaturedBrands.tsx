import { FormattedMessage } from 'react-intl'
import { useLocale, useView } from '#app/shell/useShell.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import { brandHref, type FeaturedBrand, featuredBrands } from './rules'

/**
 * The home page's featured brands: the first 12 of the brand list (load them with
 * `featuredBrandsQuery` in the home loader). Nothing renders when there are none (a failed call leaves the widget empty).
 * The look follows settings.mainUiInterface.main_page_brand_view (tiles, flat, logos).
 */
export function FeaturedBrands({ brands }: { brands: readonly FeaturedBrand[] }) {
  const lang = useLocale()
  const view = useView('main_page_brand_view')
  const featured = featuredBrands(brands)
  if (featured.length === 0) return null
  return (
    <section
      className={`featured-brands featured-brands--${view}`}
      data-view={view}
      aria-labelledby="featured-brands-title"
      data-testid="featured-brands"
    >
      <div className="featured-brands__head">
        <h2 id="featured-brands-title">
          <FormattedMessage id="brands.featured" />
        </h2>
        <a href={`/${lang}/brands`}>
          <FormattedMessage id="brands.all" />
        </a>
      </div>
      {/* Plain links below the fold on most screens: hydrated only when near (decision 0084). */}
      <LazyHydrate selector="#featured-brands-title">
        <ul>
          {featured.map((brand) => (
            <li key={brand.id}>
              {/* A brand without a slug has no page to link: its tile without a link. */}
              {brand.slug ? (
                <a href={brandHref(lang, brand)} className="featured-brands__item">
                  <BrandTile brand={brand} />
                </a>
              ) : (
                <span className="featured-brands__item">
                  <BrandTile brand={brand} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </LazyHydrate>
    </section>
  )
}

function BrandTile({ brand }: { brand: FeaturedBrand }) {
  return (
    <>
      {brand.image ? <img src={brand.image} alt="" width={120} height={60} loading="lazy" decoding="async" /> : null}
      <span>{brand.name}</span>
    </>
  )
}
