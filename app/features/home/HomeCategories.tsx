import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { siteHref } from '#app/lib/site-href.ts'
import { useLocale, useView } from '#app/shell/useShell.tsx'
import { Carousel } from '#app/ui/Carousel.tsx'
import { ProductCard } from '../catalogue'
import { categoryCarouselQuery, categoryProductsQuery } from './home.functions'

/**
 * The home page's category carousel (`GET /base/main-carousel-category`): the back end's categories
 * as a row of tiles, each a link to its category in the page's language. Loaded in the browser
 * when the shopper nears it (HomePage mounts it inside WhenNearViewport), so the cached HTML does
 * not carry it; an empty answer or a failed call shows nothing.
 */
export function CategoryCarousel() {
  const lang = useLocale()
  const intl = useIntl()
  const { data = [] } = useQuery(categoryCarouselQuery(lang))
  if (data.length === 0) return null
  const heading = intl.formatMessage({ id: 'home.categoryCarousel' })
  return (
    <section
      aria-labelledby="home-category-carousel"
      className="home__section category-carousel"
      data-testid="category-carousel"
    >
      <h2 id="home-category-carousel">{heading}</h2>
      <Carousel
        label={heading}
        prevLabel={intl.formatMessage({ id: 'carousel.prev' })}
        nextLabel={intl.formatMessage({ id: 'carousel.next' })}
      >
        {data.map((tile) => (
          <div className="carousel__item category-carousel__item" key={tile.id}>
            <a className="category-tile" href={siteHref(lang, tile.url)}>
              {tile.image ? (
                <img src={tile.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
              ) : null}
              <span className="category-tile__title">{tile.title}</span>
              {tile.productCount === null ? null : (
                <span className="category-tile__count">
                  <FormattedMessage id="listing.count" values={{ count: tile.productCount }} />
                </span>
              )}
            </a>
          </div>
        ))}
      </Carousel>
    </section>
  )
}

/**
 * Products per category on the home page (`GET /general/category-products-main-page/`): one row per
 * category, under the category's title with a link to the whole category. Loaded like the carousel.
 */
export function CategoryProducts() {
  const lang = useLocale()
  const intl = useIntl()
  const view = useView('product_slider_view_type')
  const { data = [] } = useQuery(categoryProductsQuery(lang))
  if (data.length === 0) return null
  return (
    <div data-testid="category-products">
      {data.map(({ category, products }) => {
        const id = `home-category-${category.id}`
        return (
          <section
            key={category.id}
            aria-labelledby={id}
            className={`home__section product-row product-row--${view} category-products`}
            data-view={view}
            data-testid="category-products-row"
          >
            <div className="category-products__head">
              <h2 id={id}>{category.title}</h2>
              <a className="category-products__all" href={siteHref(lang, category.url)}>
                <FormattedMessage id="home.categoryAll" />
              </a>
            </div>
            <Carousel
              label={category.title}
              prevLabel={intl.formatMessage({ id: 'carousel.prev' })}
              nextLabel={intl.formatMessage({ id: 'carousel.next' })}
            >
              {products.map((product) => (
                <div className="carousel__item" key={product.productId}>
                  <ProductCard product={product} />
                </div>
              ))}
            </Carousel>
          </section>
        )
      })}
    </div>
  )
}
