import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { Section } from '#app/ui/Section.tsx'
import { ProductGrid } from './ProductCard'
import type { ProductList } from './product-list.server'

/** /{lang}/product_list?ids=...: the named products, then what the back end recommends with them. */
export function ProductListPage({ list, origin }: { list: ProductList; origin: string }) {
  const lang = useLocale()
  const intl = useIntl()
  const { settings } = useShell()
  return (
    <div className="list-page product-list-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[{ title: intl.formatMessage({ id: 'productList.title' }) }]}
        origin={origin}
      />
      <h1>
        <FormattedMessage id="productList.title" />
      </h1>
      {list.degraded ? (
        <p className="notice notice--warning" role="status" data-testid="product-list-degraded">
          <FormattedMessage id="productList.unavailable" />
        </p>
      ) : null}
      {list.products.length > 0 ? (
        <>
          <h2 className="listing__count list-page__count">
            <FormattedMessage id="listing.count" values={{ count: list.products.length }} />
          </h2>
          <div data-testid="product-list">
            <ProductGrid products={list.products} layout={settings.product_display} />
          </div>
        </>
      ) : (
        <p className="list-page__empty" data-testid="product-list-empty">
          <FormattedMessage id="productList.empty" />
        </p>
      )}
      {list.recommended.length > 0 ? (
        <Section id="product-list-recommended" titleId="productList.recommended" className="product-section">
          <div data-testid="product-list-recommended">
            <ProductGrid products={list.recommended} layout="grid" priorityCount={0} />
          </div>
        </Section>
      ) : null}
    </div>
  )
}
