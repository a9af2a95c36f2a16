import { Suspense } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { srcSet } from '#app/lib/images.ts'
import { productHref } from '#app/lib/product-href.ts'
import { saleUnit } from '#app/lib/quantity.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import { IMAGE_WIDTHS } from '#config'
import { canSupply, inStock } from '#contract/sellable.ts'
import type { AddButtonType } from '../cart'
import { ListButtons } from '../lists'
import { tintForPreOrder } from './availability'
import { CardCartButton } from './CardCartButton'
import { cardAnalytics, type CardProduct as Product } from './card'
import { GiftButton } from './GiftButton'
import { Price } from './Price'
import { shownProductCode } from './product-code'

/** Availability text: in stock (with the quantity when the site shows it), low stock, or out of stock. */
export function Availability({ product }: { product: Pick<Product, 'available' | 'is_stock' | 'stock' | 'active'> }) {
  const { settings } = useShell()
  // The stock's word even for a product whose price is on request (Price says that; it is not sold).
  if (!canSupply(product, settings.allow_negative_stock)) {
    return (
      <span className="availability availability--out">
        <FormattedMessage id="product.outOfStock" />
      </span>
    )
  }
  // allow_negative_stock: sold beyond the stock, so out of stock reads "available to order".
  if (!inStock(product)) {
    return (
      <span className="availability availability--order" data-testid="availability-order">
        <FormattedMessage id="product.stock.orderAhead" />
      </span>
    )
  }
  // A stock the back end does not count (null): in stock, without a number.
  if (settings.additional_settings.show_stock_quantity_in_the_product_card && product.stock !== null) {
    return (
      <span className="availability availability--in">
        <FormattedMessage id="product.inStockCount" values={{ count: product.stock }} />
      </span>
    )
  }
  const low = product.stock !== null && product.stock <= 5
  return (
    <span className={`availability availability--${low ? 'low' : 'in'}`}>
      <FormattedMessage id={low ? 'product.lowStock' : 'product.inStock'} />
    </span>
  )
}

/** In place of a restricted product's image until the viewer confirms their age (decision 0041): the server sent none. */
function AgeHiddenImage() {
  const intl = useIntl()
  return (
    <span
      className="product-card__age"
      role="img"
      aria-label={intl.formatMessage({ id: 'age.hiddenImage' })}
      data-testid="card-age-hidden"
      data-age-hidden=""
    >
      18+
    </span>
  )
}

/** A product in a grid or a list. Images below the first row load lazily; sizes are fixed so nothing shifts. */
export function ProductCard({
  product,
  priority = false,
  layout = 'grid',
  buttonType = 'default',
}: {
  product: Product
  priority?: boolean
  layout?: 'grid' | 'list'
  buttonType?: AddButtonType
}) {
  const lang = useLocale()
  const { settings } = useShell()
  const href = productHref(lang, product)
  const bw = tintForPreOrder(product, settings.additional_settings.black_and_white_product_card_for_pre_order)
  const code = shownProductCode(settings.buttonsSettings, product.code)
  const unit = usePricesHidden()
    ? null
    : saleUnit(product.multiplicity, settings.additional_settings.is_units_measurement)
  return (
    <article
      className={`product-card product-card--${layout}${bw ? ' product-card--bw' : ''}`}
      data-testid="product-card"
      data-product-id={product.productId}
    >
      {/* The title link's ::after covers the whole card, so the image needs no link of its own. */}
      <div className="product-card__image">
        {/* No image (img null or ''): the image box stays, empty, instead of an <img> without src (a broken-image icon). */}
        {product.age_hidden ? (
          <AgeHiddenImage />
        ) : product.img ? (
          <img
            src={product.img}
            srcSet={srcSet(product.img, IMAGE_WIDTHS.card)}
            sizes="(max-width: 767px) 50vw, 240px"
            alt=""
            width={240}
            height={240}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : null}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brandName}</p>
        <h3 className="product-card__title">
          <a href={href}>{product.title}</a>
        </h3>
        {code ? (
          <p className="product-card__code">
            <FormattedMessage id="product.code" values={{ code }} />
          </p>
        ) : null}
        <Availability product={product} />
        <Price
          price={product.price}
          oldPrice={product.old_price}
          discount={product.discount}
          onRequest={product.price_on_request}
        />
        {unit ? (
          <p className="product-card__unit" data-testid="sale-unit">
            <FormattedMessage id={`unit.per.${unit}`} />
          </p>
        ) : null}
        <CardCartButton product={product} buttonType={buttonType} />
      </div>
      <ListButtons product={cardAnalytics(product)} />
      <GiftButton product={product} />
    </article>
  )
}

/**
 * A grid of cards. Each row of four is its own Suspense boundary, so hydration commits a row at a
 * time instead of the whole grid in one long task, and rows below the first wait until they near
 * the viewport (decision 0007). The server HTML and the client tree are the same.
 */
export function ProductGrid({
  products,
  layout = 'grid',
  priorityCount = 4,
  buttonType = 'default',
}: {
  products: Product[]
  layout?: 'grid' | 'list'
  priorityCount?: number
  buttonType?: AddButtonType
}) {
  return (
    <div className={`product-grid product-grid--${layout}`}>
      {rowsOf(products, ROW).map((row, r) => {
        const cards = row.map((product, i) => (
          <ProductCard
            key={product.productId}
            product={product}
            priority={r * ROW + i < priorityCount}
            layout={layout}
            buttonType={buttonType}
          />
        ))
        // The first row hydrates at once; later rows when they near the viewport (on a phone the
        // second row of four is already below the fold).
        return r < EAGER_ROWS ? (
          <Suspense key={row[0]?.productId ?? r} fallback={null}>
            {cards}
          </Suspense>
        ) : (
          <LazyHydrate key={row[0]?.productId ?? r} selector={`[data-product-id="${row[0]?.productId}"]`}>
            {cards}
          </LazyHydrate>
        )
      })}
    </div>
  )
}

const ROW = 4
const EAGER_ROWS = 1
function rowsOf<T>(items: T[], size: number): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size))
  return rows
}
