import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import type { ProductCard } from '#contract/catalogue.ts'
import { Availability, ListingUnavailable, Price, productHref } from '../catalogue'
import { productsByIdsQuery } from '../catalogue/products.functions'
import { SavedUnavailable, unavailableIds } from '../favorites'
import { ListEmpty, ListLoading, listsState, listView, startLists, toggleCompare } from '../lists'
import './compare.css'
import { comparePropertiesQuery } from './compare.functions'
import { type CompareRow, compareGroups, compareLayout, compareRows, visibleRows } from './compare-rules'

/**
 * /{lang}/compare: the compared products side by side, one row per property keyword (brand and code
 * first), with "show only differences" and remove buttons. The look follows compare_page_view_type.
 */
export function ComparePage({ origin }: { origin: string }) {
  const lang = useLocale()
  useAsideMessages()
  const intl = useIntl()
  const { settings } = useShell()
  const lists = useSnapshot(listsState)
  useEffect(startLists, [])
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const toggleId = useId()
  const ids = lists.compare
  const productsQuery = useQuery({ ...productsByIdsQuery(lang, ids), placeholderData: keepPreviousData })
  const propertiesQuery = useQuery({ ...comparePropertiesQuery(lang, ids), placeholderData: keepPreviousData })
  const [groupId, setGroupId] = useState<number | null>(null)
  const listed = (productsQuery.data ?? []).filter((p) => ids.includes(p.productId))
  // Products are compared within one category at a time (the first, unless another is chosen).
  const groups = compareGroups(listed)
  const group = groups.find((g) => g.id === groupId) ?? groups[0]
  const products = group ? listed.filter((p) => group.productIds.includes(p.productId)) : []
  const productIds = products.map((p) => p.productId)
  const fixed: CompareRow[] = [
    rowOf(
      'brand',
      intl.formatMessage({ id: 'compare.brand' }),
      products.map((p) => p.brand.name),
    ),
    rowOf(
      'code',
      intl.formatMessage({ id: 'compare.code' }),
      products.map((p) => p.code),
    ),
  ]
  const rows = visibleRows(
    [...fixed, ...compareRows(productIds, propertiesQuery.data ?? {})],
    onlyDifferences,
    products.length,
  )
  const view = listView({ loaded: lists.loaded, count: ids.length }, productsQuery)
  // Compared products the back end no longer lists: said (with a way to drop them), not hidden.
  const gone = unavailableIds(ids, productsQuery)
  const removeGone = () => {
    listsState.compare = ids.filter((id) => !gone.includes(id))
  }
  const layout = compareLayout(settings.mainUiInterface.compare_page_view_type)
  const remove = (product: ProductCard) => toggleCompare(product.productId)
  return (
    <div className="list-page compare-page">
      <Breadcrumbs home={`/${lang}`} items={[{ title: intl.formatMessage({ id: 'compare.title' }) }]} origin={origin} />
      <div className="list-page__head">
        <h1>
          <FormattedMessage id="compare.title" />
        </h1>
        {lists.loaded && ids.length > 0 ? (
          <button type="button" className="link-button" onClick={() => (listsState.compare = [])}>
            <FormattedMessage id="compare.clear" />
          </button>
        ) : null}
      </div>
      {view === 'loading' ? (
        <ListLoading />
      ) : view === 'unavailable' ? (
        <ListingUnavailable />
      ) : gone.length > 0 && products.length === 0 ? (
        <SavedUnavailable count={gone.length} onRemove={removeGone} />
      ) : products.length === 0 ? (
        <ListEmpty
          testId="compare-empty"
          title={<FormattedMessage id="compare.empty" />}
          hint={<FormattedMessage id="compare.emptyHint" />}
        />
      ) : (
        <>
          {groups.length > 1 ? (
            <nav className="chips compare-page__groups" aria-label={intl.formatMessage({ id: 'compare.categories' })}>
              <ul>
                {groups.map((g) => (
                  <li key={g.id}>
                    <button
                      type="button"
                      className={`chip${g.id === group?.id ? ' is-active' : ''}`}
                      aria-pressed={g.id === group?.id}
                      onClick={() => setGroupId(g.id)}
                    >
                      {g.title || intl.formatMessage({ id: 'compare.otherCategory' })}{' '}
                      <span className="chip__count">{g.productIds.length}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <SavedUnavailable count={gone.length} onRemove={removeGone} />
          <div className="compare-page__tools">
            <p className="listing__count" aria-live="polite">
              <FormattedMessage id="listing.count" values={{ count: products.length }} />
            </p>
            <label className="checkbox" htmlFor={toggleId}>
              <input
                id={toggleId}
                type="checkbox"
                checked={onlyDifferences}
                onChange={(e) => setOnlyDifferences(e.target.checked)}
                data-testid="compare-differences"
              />
              <FormattedMessage id="compare.onlyDifferences" />
            </label>
          </div>
          {onlyDifferences && products.length > 1 && rows.length === 0 ? (
            <p className="notice">
              <FormattedMessage id="compare.noDifferences" />
            </p>
          ) : null}
          {layout === 'table' ? (
            <CompareTable products={products} rows={rows} onRemove={remove} />
          ) : (
            <CompareCards products={products} rows={rows} onRemove={remove} />
          )}
        </>
      )}
    </div>
  )
}

function rowOf(key: string, title: string, values: string[]): CompareRow {
  return { key: `_${key}`, title, values, differs: new Set(values).size > 1 }
}

function ProductHead({ product, onRemove }: { product: ProductCard; onRemove: (p: ProductCard) => void }) {
  const lang = useLocale()
  const intl = useIntl()
  return (
    <div className="compare-product">
      <button
        type="button"
        className="icon-button compare-product__remove"
        aria-label={intl.formatMessage({ id: 'compare.remove' }, { title: product.title })}
        onClick={() => onRemove(product)}
      >
        <span aria-hidden="true">×</span>
      </button>
      <img src={product.img} alt="" width={120} height={120} loading="lazy" decoding="async" />
      <a href={productHref(lang, product)} className="compare-product__title">
        {product.title}
      </a>
      <Price
        price={product.price}
        oldPrice={product.old_price}
        discount={product.discount}
        onRequest={product.price_on_request}
      />
      <Availability product={product} />
    </div>
  )
}

function CompareTable({
  products,
  rows,
  onRemove,
}: {
  products: ProductCard[]
  rows: CompareRow[]
  onRemove: (p: ProductCard) => void
}) {
  const intl = useIntl()
  const captionId = useId()
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keyboard users need to focus it to scroll
    <section className="compare-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table" data-testid="compare-table">
        <caption id={captionId} className="visually-hidden">
          <FormattedMessage id="compare.caption" values={{ count: products.length }} />
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              <span className="visually-hidden">{intl.formatMessage({ id: 'compare.property' })}</span>
            </th>
            {products.map((product) => (
              <th key={product.productId} scope="col" data-testid="compare-column">
                <ProductHead product={product} onRemove={onRemove} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? 'is-different' : undefined} data-testid="compare-row">
              <th scope="row">{row.title}</th>
              {row.values.map((value, i) => (
                <td key={products[i]!.productId}>{value || '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function CompareCards({
  products,
  rows,
  onRemove,
}: {
  products: ProductCard[]
  rows: CompareRow[]
  onRemove: (p: ProductCard) => void
}) {
  return (
    <div className="compare-scroll" data-testid="compare-cards">
      <ul className="compare-cards">
        {products.map((product, i) => (
          <li key={product.productId} className="compare-card" data-testid="compare-column">
            <ProductHead product={product} onRemove={onRemove} />
            <dl>
              {rows.map((row) => (
                <div key={row.key} className={row.differs ? 'is-different' : undefined}>
                  <dt>{row.title}</dt>
                  <dd>{row.values[i] || '—'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
