import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type Snapshot, useSnapshot } from 'valtio'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { productHref } from '#app/lib/product-href.ts'
import { saleUnit } from '#app/lib/quantity.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { countChangeEvent, focusAfterRemoval, priceNoticeOf, priceNotices, stockProblem } from './drawer-rules'
import { paidUnitPrice } from './paid-price'
import { QuantityControl } from './QuantityControl'
import { pointsOffered } from './rules'
import type { ServerLineMeta } from './server-cart'
import { removeFromCart, setCount, setLoyalty } from './store'
import type { CartLine } from './stored-cart'

interface LineOptions {
  money: (n: number) => string
  currency: string
  /** Pharmacy mode: a prescription product needs the shopper's confirmation (client-only, unchecked on every load). */
  pharmacyMode: boolean
  confirmed: ReadonlySet<number>
  onConfirmedChange: (next: ReadonlySet<number>) => void
  /** The server cart's per-line data (discounted price, loyalty). */
  meta: Snapshot<Record<number, ServerLineMeta>>
  /** Server cart and signed in: a line can be paid with loyalty points. */
  loyalty: boolean
  /** The shopper's points: at 0 or less only a line already ticked keeps its box (pointsOffered). */
  pointsBalance?: number | null
}

/** The cart page's lines. */
export function CartLines({ lines, ...options }: { lines: readonly Snapshot<CartLine>[] } & LineOptions) {
  useLaterMessages()
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <CartLineItem key={line.product.productId} line={line} {...options} />
      ))}
    </ul>
  )
}

/** One line: product, unit (and discounted) price, quantity, the prescription and loyalty checkboxes, total, remove. */
function CartLineItem({
  line,
  money,
  currency,
  pharmacyMode,
  confirmed,
  onConfirmedChange,
  meta,
  loyalty,
  pointsBalance,
}: { line: Snapshot<CartLine> } & LineOptions) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const id = line.product.productId
  const unit = saleUnit(line.product.multiplicity, settings.additional_settings.is_units_measurement)
  const lineMeta = meta[id]
  const flagged = line.product.active === false || line.product.available === false
  // A count above the stock (the site does not sell beyond it): the line says how many are left.
  const short = flagged ? null : stockProblem(line, settings.allow_negative_stock)
  // A price the last refresh changed: the old one and the new, on the line (audit r11).
  const repriced = priceNoticeOf(useSnapshot(priceNotices), id, line.product.price)
  const row = useRef<HTMLLIElement>(null)
  // What a removal says (focusAfterRemoval), formatted when a line goes, not on every render.
  const removed = () => intl.formatMessage({ id: 'cart.removed' }, { title: line.product.title })
  return (
    <li
      ref={row}
      className="cart-line"
      data-testid="cart-line"
      data-product-id={id}
      data-orderable={flagged || short ? 'false' : undefined}
    >
      {line.product.img ? (
        <img src={line.product.img} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className="cart-line__no-image" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        <a href={productHref(lang, line.product)}>{line.product.title}</a>
        <span className="cart-line__unit">
          {/* one text with its unit ("26,99 lei / kg"): the price with "per piece" and then "per kg" read twice */}
          <FormattedMessage id="cart.unitPrice" values={{ price: money(line.product.price), unit: unit ?? 'none' }} />
        </span>
        {repriced ? (
          <span className="cart-line__unit" role="status" data-testid="line-price-changed">
            <FormattedMessage id="cart.priceChanged" values={{ from: money(repriced.from), to: money(repriced.to) }} />
          </span>
        ) : null}
        {unit ? (
          <span className="cart-line__unit" data-testid="line-measure">
            <FormattedMessage id={`unit.count.${unit}`} values={{ count: line.count }} />
          </span>
        ) : null}
        {flagged ? (
          <span className="cart-line__unavailable" data-testid="line-unavailable">
            <FormattedMessage
              id={line.product.active === false ? 'cart.problem.inactive' : 'cart.problem.unavailable'}
            />
          </span>
        ) : short ? (
          <span className="cart-line__unavailable" data-testid="line-stock">
            <FormattedMessage id="cart.problem.not_enough_stock" values={{ count: short.availableCount ?? 0 }} />
          </span>
        ) : null}
        {(lineMeta?.priceWithDiscount ?? line.product.price) < line.product.price ? (
          <span className="cart-line__unit cart-line__discounted">
            <FormattedMessage id="cart.discountedPrice" values={{ price: money(lineMeta!.priceWithDiscount) }} />
          </span>
        ) : null}
      </div>
      <QuantityControl
        value={line.count}
        multiplicity={line.product.multiplicity}
        allowZero
        label={intl.formatMessage({ id: 'quantity.label' })}
        onChange={(next, typed) => {
          // 0 (typed, or − at the least) takes the line away with the focus in it: on to the next line's count
          if (next === 0 && row.current) focusAfterRemoval(row.current, '.quantity__input', '#main h1', removed())
          // Every count change is an event, as in the drawer: more is add_to_cart, less (or 0) remove_from_cart, by the difference.
          const change = countChangeEvent(line.count, next)
          if (change)
            pushEvent(change.event, {
              currency,
              value: line.product.price * change.quantity,
              items: [itemOf(line.product as never, change.quantity)],
            })
          setCount(id, next, typed)
        }}
      />
      {pharmacyMode && line.product.is_recipe ? (
        <label className="checkbox cart-line__recipe">
          <input
            type="checkbox"
            checked={confirmed.has(id)}
            onChange={(e) => {
              const next = new Set(confirmed)
              if (e.target.checked) next.add(id)
              else next.delete(id)
              onConfirmedChange(next)
            }}
          />
          <FormattedMessage id="cart.prescription" />
        </label>
      ) : null}
      {loyalty && lineMeta && pointsOffered(pointsBalance, lineMeta.isLoyaltyActive) ? (
        <label className="checkbox cart-line__recipe">
          <input
            type="checkbox"
            checked={lineMeta.isLoyaltyActive}
            onChange={(e) => setLoyalty(id, e.target.checked)}
          />
          <FormattedMessage id="cart.loyalty" />
        </label>
      ) : null}
      <strong className="cart-line__total" data-testid="line-total" data-keep-clear>
        {money(paidUnitPrice(line.product.price, lineMeta?.priceWithDiscount) * line.count)}
      </strong>
      <button
        type="button"
        className="icon-button cart-line__remove"
        aria-label={intl.formatMessage({ id: 'cart.remove' }, { title: line.product.title })}
        onClick={(e) => {
          const item = e.currentTarget.closest('li')
          if (item) focusAfterRemoval(item, '.cart-line__remove', '#main h1', removed())
          pushEvent('remove_from_cart', {
            currency,
            value: line.product.price * line.count,
            items: [itemOf(line.product as never, line.count)],
          })
          removeFromCart(id)
        }}
      >
        ×
      </button>
    </li>
  )
}
