import { lazy, memo, type RefObject, Suspense, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { withAsideMessages, withLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { propertyText, propertyValueText } from '#app/lib/property-text.ts'
import { siteHref } from '#app/lib/site-href.ts'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { modalState, openModal } from '#app/modals/store.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import { Section } from '#app/ui/Section.tsx'
import { ShopState } from '#app/ui/ShopState.tsx'
import { WhenNearViewport } from '#app/ui/WhenNearViewport.tsx'
import { LAYOUT } from '#config'
import { isSellable } from '#contract/sellable.ts'
import { AddToCart } from '../cart'
import {
  Availability,
  type CardProduct,
  Price,
  ProductGrid,
  productHref,
  quickForms,
  shownProductCode,
  tintForPreOrder,
} from '../catalogue'
import { ListButtons, markViewed, startLists } from '../lists'
import { loadQuickOrderState } from '../quick-order'
import { loadAddToQuote } from '../quote-cart'
import { Gallery } from './Gallery'
import { galleryImages } from './gallery'
import type { ProductPageData } from './product.server'
import { colorName } from './properties'
import { ShareButton } from './ShareButton'
import { productJsonLd } from './seo'

// Below the fold and loaded in the browser anyway: credit, associated, reviews, recently viewed.
// Business themes (quoteCart flag) only: the add-to-quote form.
const AddToQuote = lazy(() => loadAddToQuote())
// Phones only, after hydration: the sticky add-to-cart bar.
const StickyBuy = lazy(() => import('./StickyBuy'))
const ProductExtras = lazy(
  withLaterMessages(withAsideMessages(() => import('./ProductExtras').then((m) => ({ default: m.ProductExtras })))),
)
// Loaded with its first opening: the availability-by-shop modal.
const StoreAvailabilityModal = lazy(() => import('./StoreAvailabilityModal'))

export function ProductPage({ data, origin }: { data: ProductPageData; origin: string }) {
  const { product } = data
  const lang = useLocale()
  const intl = useIntl()
  const { settings, theme } = useShell()
  const pricesHidden = usePricesHidden()
  const code = shownProductCode(settings.buttonsSettings, product.code)
  useEffect(() => {
    startLists()
    markViewed(product.productId)
    pushEvent('view_item', { currency: settings.project_currency, value: product.price, items: [itemOf(product)] })
  }, [product, settings.project_currency])
  const own = productHref(lang, product)
  // The back end's last crumb is the product, its url the bare slug (not a category's path): the
  // product's own address instead, so the BreadcrumbList ends on this page, not on a 404.
  const last = data.breadcrumbs.at(-1)
  const isProduct = last !== undefined && (last.title === product.title || last.url === product.url)
  const crumbs = [
    ...(isProduct ? data.breadcrumbs.slice(0, -1) : data.breadcrumbs).map((b) => ({
      title: b.title,
      href: siteHref(lang, b.url),
    })),
    { title: product.title, href: own },
  ]
  const url = `${origin}${own}`
  const buyBlock = useRef<HTMLDivElement>(null)
  // a tap on "which shops?" before the page is interactive opens the modal once it is
  const storesTap = useEarlyTap<HTMLButtonElement>()
  return (
    <article className="product-page" data-testid="product-page">
      <Breadcrumbs items={crumbs} origin={origin} />
      <div className="product-page__top">
        <Gallery images={galleryImages(product.img, product.images)} title={product.title}>
          {product.colors.length > 0 ? (
            <ul className="product-page__colors" aria-label={intl.formatMessage({ id: 'product.colors' })}>
              {product.colors.map((color, i) => {
                const name =
                  colorName(product.colors, data.properties) ??
                  intl.formatMessage({ id: 'product.colorNumber' }, { n: i + 1 })
                return (
                  <li key={color}>
                    <span
                      className="swatch"
                      style={{ background: /^#?[0-9a-z]+$/i.test(color) ? color : undefined }}
                      title={name}
                    />
                    <span className="visually-hidden">{name}</span>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </Gallery>
        <div className="product-page__info">
          <p className="product-page__brand">{product.brand.name}</p>
          <h1>{product.title}</h1>
          {code ? (
            <p className="product-page__code">
              <FormattedMessage id="product.code" values={{ code }} />
            </p>
          ) : null}
          <div className="product-page__availability">
            <Availability product={product} />
            <button
              {...storesTap}
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={() => openModal('storeAvailability')}
              data-testid="store-availability-open"
            >
              <FormattedMessage id="product.storesOpen" />
            </button>
          </div>
          <Price
            price={product.price}
            oldPrice={product.old_price}
            discount={product.discount}
            size="lg"
            onRequest={product.price_on_request}
          />
          {product.multiplicity !== 1 ? (
            <p className="product-page__note">
              <FormattedMessage id="product.multiplicity" values={{ count: product.multiplicity }} />
            </p>
          ) : null}
          <div className="product-page__buy" ref={buyBlock}>
            <AddToCart
              product={product}
              forms={quickForms(product, settings.additional_settings.pharmacy_mode || theme.flags.pharmacyMode)}
              onQuickOrder={(form, count) =>
                void loadQuickOrderState().then((q) => q.openQuickOrder(form, product, count))
              }
              preOrderTint={tintForPreOrder(
                product,
                settings.additional_settings.black_and_white_product_card_for_pre_order,
              )}
            />
          </div>
          {theme.flags.quoteCart ? (
            <Suspense fallback={null}>
              <AddToQuote product={product} />
            </Suspense>
          ) : null}
          <div className="product-page__actions">
            <ListButtons product={product} />
            <ShareButton url={url} title={product.title} />
          </div>
          {product.shops.length > 0 ? (
            <Section id="shops-title" titleId="product.shops" className="product-page__shops">
              <ul>
                {product.shops.map((shop) => (
                  <li key={shop.shopId}>
                    <span>{shop.title}</span>
                    <span className={shop.qty > 0 ? 'availability availability--in' : 'availability availability--out'}>
                      {shop.qty > 0 ? (
                        <FormattedMessage id="product.shopQty" values={{ count: shop.qty }} />
                      ) : (
                        <FormattedMessage id="product.outOfStock" />
                      )}
                    </span>
                    <ShopState isOpen={shop.isOpen} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      </div>
      {product.descriptionHtml ? (
        <Section id="description-title" titleId="product.description">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised or escaped on the server (description.ts) */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </Section>
      ) : null}
      {data.properties.length > 0 ? (
        <Section id="properties-title" titleId="product.properties">
          <table className="properties">
            <tbody>
              {data.properties.map((p) => (
                <tr key={`${p.keyword}-${p.id}`}>
                  <th scope="row">{p.title}</th>
                  <td>{propertyText(propertyValueText(p, lang), p.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}
      <ProductList id="similar" title="product.similar" products={product.similarProducts} />
      <ProductList id="compatible" title="product.compatible" products={product.compatibleProducts} />
      <WhenNearViewport>
        <Suspense fallback={null}>
          <ProductExtras product={product} reviewsEnabled={settings.additional_settings.enable_product_reviews} />
        </Suspense>
      </WhenNearViewport>
      {/* Like the page's button: nothing to add while prices are hidden or the product is not sold. */}
      {!pricesHidden && isSellable(product) ? <PhoneStickyBuy product={product} target={buyBlock} /> : null}
      <StoreAvailabilityHost productId={product.productId} title={product.title} />
      <script type="application/ld+json">
        {JSON.stringify(productJsonLd(product, url, settings.project_currency, !pricesHidden)).replace(/</g, '\\u003c')}
      </script>
    </article>
  )
}

/** The availability-by-shop modal while it is open (only this reads the modal store, not the whole page). */
function StoreAvailabilityHost({ productId, title }: { productId: number; title: string }) {
  const { open } = useSnapshot(modalState)
  if (open !== 'storeAvailability') return null
  return (
    <Suspense fallback={null}>
      <StoreAvailabilityModal productId={productId} title={title} />
    </Suspense>
  )
}

/**
 * The sticky add-to-cart bar on a phone. The screen is known only after hydration, so this state lives
 * here: set in the page, it re-rendered the whole page after mount, and the lists' LazyHydrate
 * boundaries, re-rendered by their parent, hydrated at once (decision 0084).
 */
function PhoneStickyBuy({
  product,
  target,
}: {
  product: ProductPageData['product']
  target: RefObject<HTMLDivElement | null>
}) {
  if (!usePhone()) return null
  return (
    <Suspense fallback={null}>
      <StickyBuy product={product} target={target} />
    </Suspense>
  )
}

/** True on a phone-sized screen (below LAYOUT.breakpointTablet), known only after hydration. */
function usePhone() {
  const [phone, setPhone] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${LAYOUT.breakpointTablet - 1}px)`)
    const update = () => setPhone(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return phone
}

/** Memoised: a re-render of the page must not reach its LazyHydrate, which would then hydrate at once. */
const ProductList = memo(function ProductList({
  id,
  title,
  products,
}: {
  id: string
  title: MessageId
  products: CardProduct[]
}) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={`${id}-title`} className="product-section" data-testid={id}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h2>
      <LazyHydrate selector={`#${id}-title`}>
        <ProductGrid products={products.slice(0, 8)} priorityCount={0} />
      </LazyHydrate>
    </section>
  )
})
