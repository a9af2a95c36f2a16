import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { srcSet } from '#app/lib/images.ts'
import { siteHref } from '#app/lib/site-href.ts'
import { useHydrated } from '#app/lib/useHydrated.ts'
import { useLocale, useShell, useView } from '#app/shell/useShell.tsx'
import type { ViewVariant } from '#app/shell/view-types.ts'
import { Carousel } from '#app/ui/Carousel.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import { Section } from '#app/ui/Section.tsx'
import { WhenNearViewport } from '#app/ui/WhenNearViewport.tsx'
import { IMAGE_WIDTHS } from '#config'
import { FeaturedBrands } from '../brands'
import { featuredBrandsQuery } from '../brands/brands.functions'
import { type CardProduct as Product, ProductCard } from '../catalogue'
import { loadCareerPage } from '../content'
import { homeDataQuery, homeQuery } from './home.functions'
import type { HomeData } from './home.server'
import { bannersByPosition, readRowSnapshot, rowSnapshot, serverRenderedCards } from './rules'

// Below the fold and optional: vacancies load their code and data only when the shopper scrolls near them.
const HomeVacancies = lazy(() => loadCareerPage().then((m) => ({ default: m.HomeVacancies })))
// Below the fold too: the category carousel and the products per category (issue 31: not in the HTML).
const loadHomeCategories = () => import('./HomeCategories')
const CategoryCarousel = lazy(() => loadHomeCategories().then((m) => ({ default: m.CategoryCarousel })))
const CategoryProducts = lazy(() => loadHomeCategories().then((m) => ({ default: m.CategoryProducts })))

type Banner = { id: number | null; title: string; img: string; img_mobile: string | null; url: string | null }
/** A banner's React key: its id when it has one, with its image (a back end may send no ids). */
export const bannerKey = (b: Pick<Banner, 'id' | 'img'>) => `${b.id ?? ''}:${b.img}`

/**
 * The shape a banner's phone image (img_mobile, served at <= 767 px) is declared in: the reference
 * back end's phone art is 3:1 for every place. The `<source>` declares it and on a phone the box
 * takes it until the image arrives, then the image's own shape (global.css): the wide image's box
 * cut the phone image (review r55: the top and header strips' 390 x 130 images drawn at 358 x 32 and
 * 358 x 65, the slider's at 358 x 143).
 */
const PHONE = [390, 130] as const

export function BannerImage({
  banner,
  priority = false,
  width,
  height,
}: {
  banner: Banner
  priority?: boolean
  width: number
  height: number
}) {
  const lang = useLocale()
  const img = (
    <picture>
      {banner.img_mobile ? (
        <source
          media="(max-width: 767px)"
          srcSet={srcSet(banner.img_mobile, IMAGE_WIDTHS.banner)}
          sizes="100vw"
          width={PHONE[0]}
          height={PHONE[1]}
        />
      ) : null}
      <img
        src={banner.img}
        srcSet={srcSet(banner.img, IMAGE_WIDTHS.banner)}
        sizes={`(max-width: 767px) 100vw, ${width}px`}
        alt={banner.title}
        width={width}
        height={height}
        // --phone: the box on a phone when the <source> is chosen (global.css .banner source + img)
        style={{ aspectRatio: `${width} / ${height}`, ['--phone' as string]: `${PHONE[0]} / ${PHONE[1]}` }}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
  return banner.url ? (
    <a className="banner" href={siteHref(lang, banner.url)}>
      {img}
    </a>
  ) : (
    <div className="banner">{img}</div>
  )
}

/**
 * The cards of a home row. The page's data has none (decision 0053): on the page the server sent,
 * the row reads back the cards it wrote beside itself (`rowSnapshot`), exactly what its HTML shows,
 * even when that page came from the page cache; the server and a client-side navigation to the
 * page read the home data (fetched then).
 */
function useRowProducts(id: string, pick: (data: HomeData) => Product[]): Product[] {
  const lang = useLocale()
  const { settings } = useShell()
  const query = homeDataQuery(lang, settings.has_product_of_the_day)
  const client = useQueryClient()
  // Taken once: a row that hydrated from its snapshot keeps it (fresher data must not redraw it
  // mid-hydration), for as long as the page's language is the one it was taken in.
  const [taken] = useState(() => ({
    lang,
    cards:
      typeof document === 'undefined' || client.getQueryData(query.queryKey)
        ? null
        : readRowSnapshot<Product>(document.getElementById(snapshotId(id, lang))?.textContent),
  }))
  const snapshot = taken.lang === lang ? taken.cards : null
  const { data } = useQuery({ ...query, enabled: snapshot === null })
  return snapshot ?? (data ? pick(data) : [])
}

/** The snapshot element's id names the language: a language switch renders the other language's home over this one's HTML. */
const snapshotId = (id: string, lang: string) => `${id}-cards-${lang}`

/** A carousel of products under a message title, or under the back end's own name for it. */
function ProductRow({
  id,
  title,
  name,
  products: pick,
}: {
  id: string
  title?: MessageId
  name?: string
  products: (data: HomeData) => Product[]
}) {
  const intl = useIntl()
  const lang = useLocale()
  const view = useView('product_slider_view_type')
  const products = useRowProducts(id, pick)
  // The row's cards beside it, for the hydrating row (also for an empty row, which shows nothing else).
  const snapshot = (
    <script
      type="application/json"
      id={snapshotId(id, lang)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (rowSnapshot), in an element the browser never runs
      dangerouslySetInnerHTML={{ __html: rowSnapshot(products) }}
    />
  )
  if (products.length === 0) return snapshot
  const heading = name ?? intl.formatMessage({ id: title ?? 'home.popular' })
  return (
    <section
      aria-labelledby={id}
      className={`home__section product-row product-row--${view}`}
      data-view={view}
      data-testid="product-row"
    >
      <h2 id={id}>{heading}</h2>
      {/* Hydrated when it nears the viewport, in its own task (decision 0007). */}
      <LazyHydrate selector={`#${id}`}>
        <Carousel
          label={heading}
          prevLabel={intl.formatMessage({ id: 'carousel.prev' })}
          nextLabel={intl.formatMessage({ id: 'carousel.next' })}
        >
          <RowCards products={products} view={view} />
        </Carousel>
      </LazyHydrate>
      {snapshot}
    </section>
  )
}

/**
 * A row's cards. The server renders those the row shows before it is scrolled; the rest render once
 * the row has hydrated (decision 0088; the snapshot beside the row carries every card). Inside the
 * row's LazyHydrate: the re-render that adds them must not reach the boundary while it waits.
 */
function RowCards({ products, view }: { products: Product[]; view: ViewVariant<'product_slider_view_type'> }) {
  const shown = useHydrated() ? products : products.slice(0, serverRenderedCards(view, products.length))
  return shown.map((product) => (
    <div className="carousel__item" key={product.productId}>
      <ProductCard product={product} />
    </div>
  ))
}

const newProducts = (d: HomeData) => d.newProducts
const discountedProducts = (d: HomeData) => d.discountedProducts
const popularProducts = (d: HomeData) => d.popularProducts

/** Home: banners by position (banners without one are header banners, under the top strip), featured categories, brands, running promotions (the route's `promotions`), advantages, product carousels, the category carousel and products per category (loaded near the viewport), product of the day. */
export function HomePage({
  promotions,
  promotionsUnavailable = false,
}: {
  promotions?: ReactNode
  promotionsUnavailable?: boolean
} = {}) {
  const { settings, degraded } = useShell()
  const lang = useLocale()
  const { data } = useSuspenseQuery(homeQuery(lang, settings.has_product_of_the_day))
  const { data: featured } = useQuery(featuredBrandsQuery(lang))
  const banners = bannersByPosition(data.banners)
  const bannersView = useView('banners_view_type')
  const sliderView = useView('main_slider_view_type')
  const bannerGroup = (position: string) => `home__${position}-banners banner-group banner-group--${bannersView}`
  const brand = settings.project
  return (
    <div className="home">
      <h1 className="visually-hidden">
        <FormattedMessage id="home.title" values={{ brand }} />
      </h1>
      {/* A widget's call failed and it shows the spec's default; the layout's notice already says so when the settings failed. */}
      {(data.degraded || featured?.unavailable || promotionsUnavailable) && !degraded ? (
        <p className="notice notice--warning" role="status" data-testid="home-degraded">
          <FormattedMessage id="home.degraded" />
        </p>
      ) : null}
      {banners.top.length > 0 ? (
        <div className="home__top-banners">
          {banners.top.map((b, i) => (
            <BannerImage key={bannerKey(b)} banner={b} priority={i === 0} width={1340} height={120} />
          ))}
        </div>
      ) : null}
      {banners.header.length > 0 ? (
        <div className={bannerGroup('header')} data-view={bannersView} data-testid="header-banners">
          {banners.header.map((b) => (
            <BannerImage key={bannerKey(b)} banner={b} width={660} height={120} />
          ))}
        </div>
      ) : null}
      <div className={`home__hero home__hero--${sliderView}`} data-view={sliderView} data-testid="main-slider">
        {banners.left_banner.length > 0 ? (
          <div className="home__side home__side--left">
            {banners.left_banner.map((b) => (
              <BannerImage key={bannerKey(b)} banner={b} width={320} height={400} />
            ))}
          </div>
        ) : null}
        {banners.main.length > 0 ? (
          <div className="home__slider">
            {banners.main.map((b, i) => (
              <BannerImage key={bannerKey(b)} banner={b} priority={i === 0} width={1000} height={400} />
            ))}
          </div>
        ) : (
          <section className="hero">
            <p className="hero__title">
              <FormattedMessage id="home.title" values={{ brand }} />
            </p>
            <p>
              <FormattedMessage id="home.subtitle" />
            </p>
          </section>
        )}
        {banners.right_banner.length > 0 ? (
          <div className="home__side home__side--right">
            {banners.right_banner.map((b) => (
              <BannerImage key={bannerKey(b)} banner={b} width={320} height={400} />
            ))}
          </div>
        ) : null}
      </div>
      {data.productOfTheDay ? (
        <Section id="potd" titleId="home.productOfTheDay" className="home__section home__potd">
          <div className="home__potd-card">
            <ProductCard product={data.productOfTheDay} layout="list" />
          </div>
        </Section>
      ) : null}
      {data.featured.categories.length > 0 ? (
        <Section id="home-categories" titleId="home.categories" className="home__section">
          <LazyHydrate selector="#home-categories">
            <ul className={`category-tiles category-tiles--${data.featured.view_mode}`}>
              {data.featured.categories.map((node) => (
                <li key={node.id}>
                  <a className="category-tile" href={siteHref(lang, node.url)}>
                    {node.image ? <img src={node.image} alt="" width={64} height={64} loading="lazy" /> : null}
                    <span className="category-tile__title">{node.title}</span>
                    {node.productCount === null ? null : (
                      <span className="category-tile__count">
                        <FormattedMessage id="listing.count" values={{ count: node.productCount }} />
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </LazyHydrate>
        </Section>
      ) : null}
      <FeaturedBrands brands={featured?.brands ?? []} />
      {promotions}
      <ProductRow id="home-new" title="home.newProducts" products={newProducts} />
      <ProductRow id="home-discounted" title="home.discounted" products={discountedProducts} />
      <ProductRow id="home-popular" title="home.popular" products={popularProducts} />
      {/* By position: a back end may send no slider ids (spec 3 names carouselName, slug and products),
          and two sliders with id 0 showed the first one's products twice (session 60's operator audit). */}
      {data.sliders.map((slider, i) => (
        <ProductRow
          key={`${slider.id}:${slider.slug}:${slider.carouselName}`}
          id={`slider-${i}`}
          name={slider.carouselName}
          products={(d) => d.sliders[i]?.products ?? []}
        />
      ))}
      <WhenNearViewport>
        <Suspense fallback={null}>
          <CategoryCarousel />
        </Suspense>
      </WhenNearViewport>
      <WhenNearViewport>
        <Suspense fallback={null}>
          <CategoryProducts />
        </Suspense>
      </WhenNearViewport>
      {data.advantages.length > 0 ? (
        <Section id="home-advantages" titleId="home.advantages" className="home__section">
          <LazyHydrate selector="#home-advantages">
            <ul className="advantages">
              {data.advantages.map((a) => (
                <li key={a.id}>
                  <strong>{a.title}</strong>
                  <p>{a.description}</p>
                </li>
              ))}
            </ul>
          </LazyHydrate>
        </Section>
      ) : null}
      <WhenNearViewport>
        <Suspense fallback={null}>
          <HomeVacancies />
        </Suspense>
      </WhenNearViewport>
      {banners.bottom.length > 0 ? (
        <div className={bannerGroup('bottom')} data-view={bannersView} data-testid="bottom-banners">
          {banners.bottom.map((b) => (
            <BannerImage key={bannerKey(b)} banner={b} width={660} height={200} />
          ))}
        </div>
      ) : null}
      {data.seo.text ? (
        <section className="home__seo-text" data-testid="home-seo-text">
          <p>{data.seo.text}</p>
        </section>
      ) : null}
    </div>
  )
}
