import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatDate } from '#app/i18n/format-date.ts'
import { useAsideMessages, withAsideMessages, withLaterMessages } from '#app/i18n/lazy-messages.ts'
import { siteHref } from '#app/lib/site-href.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Section } from '#app/ui/Section.tsx'
import type { ProductCard, ProductDetail } from '#contract/catalogue.ts'
import { loadPageAdvantages } from '../advantages'
import { ProductGrid, toCard } from '../catalogue'
import { productsByIdsQuery } from '../catalogue/products.functions'
import { loadCreditOffers } from '../credit'
import { deliveryTimesFn, pickupStoresQuery } from '../delivery/delivery.functions'
import { listsState } from '../lists'
import { earliestSlot, estimateStore } from './gallery'
import { getAssociated, getProductPageSliders, getReviews, voteReview } from './product.functions'
import { voteRefusal } from './review-failure'

const CreditOffers = lazy(withLaterMessages(loadCreditOffers))
const PageAdvantages = lazy(() => loadPageAdvantages())
const ReviewForm = lazy(withAsideMessages(() => import('./ReviewForm')))

/** Below-the-fold parts loaded in the browser: the delivery estimate, credit options, the product page's advantages, associated, the operator's product-page sliders, reviews, recently viewed. */
export function ProductExtras({
  product,
  reviewsEnabled,
}: {
  product: ProductCard & Pick<ProductDetail, 'shops'>
  reviewsEnabled: boolean
}) {
  return (
    <>
      <DeliveryEstimate shops={product.shops} />
      <Credits product={product} />
      <Suspense fallback={null}>
        <PageAdvantages place="product" />
      </Suspense>
      <Associated product={product} />
      <ProductPageSliders />
      {reviewsEnabled ? <Reviews productId={product.productId} /> : null}
      <RecentlyViewed currentId={product.productId} />
    </>
  )
}

/**
 * When the product can be picked up: the earliest slot of /general/delivery-time/{storeId}/ for the
 * store estimateStore picks (the first holding the product, else the shop's first pickup store). A
 * failed call says so and links to the delivery terms.
 */
function DeliveryEstimate({ shops }: { shops: ProductDetail['shops'] }) {
  const lang = useLocale()
  const stores = useQuery({ ...pickupStoresQuery(lang), enabled: shops.length === 0 })
  const store = estimateStore(shops, stores.data)
  const times = useQuery({
    queryKey: ['delivery-time', lang, store?.shopId],
    queryFn: () => deliveryTimesFn({ data: { lang, storeId: store?.shopId ?? 0 } }),
    enabled: Boolean(store),
    staleTime: 300_000,
    retry: false,
  })
  if (!store && !stores.isError && stores.data !== null) return null
  const failed = stores.isError || stores.data === null || times.isError || (times.data && !times.data.ok)
  const slot = times.data?.ok ? earliestSlot(times.data.slots) : null
  return (
    <Section
      id="delivery-estimate-title"
      titleId="product.delivery.title"
      className="product-section delivery-estimate"
    >
      <div data-testid="delivery-estimate" aria-busy={!failed && !times.data ? 'true' : undefined}>
        {failed ? (
          <p className="notice notice--warning">
            <FormattedMessage id="product.delivery.failed" />{' '}
            <a href={siteHref(lang, '/delivery')}>
              <FormattedMessage id="product.delivery.terms" />
            </a>
          </p>
        ) : slot && store ? (
          <p>
            <FormattedMessage
              id="product.delivery.pickup"
              values={{
                store: store.title,
                date: formatDate(`${slot.date}T12:00:00`, lang),
                from: slot.from,
                to: slot.to,
              }}
            />
          </p>
        ) : times.data?.ok && store ? (
          <p>
            <FormattedMessage id="product.delivery.noSlots" values={{ store: store.title }} />
          </p>
        ) : null}
      </div>
    </Section>
  )
}

/** Credit options (the credit feature; none on themes without credit). */
function Credits({ product }: { product: ProductCard }) {
  const { theme } = useShell()
  if (!theme.flags.creditCalculator) return null
  return (
    <Suspense fallback={null}>
      <CreditOffers lines={[{ product, count: 1 }]} titleId="product.credit" />
    </Suspense>
  )
}

function Associated({ product }: { product: ProductCard }) {
  const lang = useLocale()
  const { data = [] } = useQuery({
    queryKey: ['associated', lang, product.productId],
    queryFn: () => getAssociated({ data: { lang, productId: product.productId } }).catch(() => [] as ProductCard[]),
    enabled: product.has_associated_products,
    staleTime: 300_000,
  })
  if (data.length === 0) return null
  return (
    <Section id="associated-title" titleId="product.associated" className="product-section">
      {/* Bought together with the product on the page: an add opens the drawer with both (decision 0026). */}
      <ProductGrid products={data.slice(0, 8).map(toCard)} priorityCount={0} buttonType="drawer" />
    </Section>
  )
}

/** The operator's product-page sliders (GET /general/sliders?is_product_page=true), each under its name. */
function ProductPageSliders() {
  const lang = useLocale()
  const { data = [] } = useQuery({
    queryKey: ['product-page-sliders', lang],
    queryFn: () => getProductPageSliders({ data: { lang } }),
    staleTime: 300_000,
  })
  return (
    <>
      {data.map((slider, i) => (
        <section
          key={`${slider.id}:${slider.carouselName}`}
          aria-labelledby={`product-slider-${i}-title`}
          className="product-section"
          data-testid="product-page-slider"
        >
          <h2 id={`product-slider-${i}-title`}>{slider.carouselName}</h2>
          <ProductGrid products={slider.products.slice(0, 8)} priorityCount={0} />
        </section>
      ))}
    </>
  )
}

function RecentlyViewed({ currentId }: { currentId: number }) {
  const lang = useLocale()
  const { viewed } = useSnapshot(listsState)
  const ids = viewed.filter((id) => id !== currentId).slice(0, 8)
  const { data = [] } = useQuery(productsByIdsQuery(lang, ids))
  if (ids.length === 0 || data.length === 0) return null
  return (
    <section aria-labelledby="viewed-title" className="product-section" data-testid="recently-viewed">
      <h2 id="viewed-title">
        <FormattedMessage id="product.recentlyViewed" />
      </h2>
      <ProductGrid products={data.map(toCard)} priorityCount={0} />
    </section>
  )
}

function Reviews({ productId }: { productId: number }) {
  const lang = useLocale()
  useAsideMessages()
  const intl = useIntl()
  const client = useQueryClient()
  const key = ['reviews', lang, productId]
  // getReviews answers null when the back end fails: said as such, never as "no reviews (0)"
  const { data, isPending, refetch, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => getReviews({ data: { lang, productId, page: 1 } }),
    staleTime: 60_000,
  })
  const [sent, setSent] = useState(false)
  // A refused vote (the same vote twice: 409; too many: 429) says why beside its review.
  const [voteRefused, setVoteRefused] = useState<{ id: number; texts: string[] } | null>(null)
  const vote = async (id: number, kind: 'like' | 'dislike') => {
    const result = await voteReview({ data: { lang, id, vote: kind } }).catch(() => null)
    if (result?.ok) {
      setVoteRefused(null)
      void client.invalidateQueries({ queryKey: key })
    } else
      setVoteRefused({
        id,
        texts: voteRefusal(result, {
          signIn: intl.formatMessage({ id: 'reviews.voteSignIn' }),
          fallback: intl.formatMessage({ id: 'globalMessageSomethingWentWrong' }),
        }),
      })
  }
  return (
    <section
      aria-labelledby="reviews-title"
      className="product-section reviews"
      aria-busy={isPending || isFetching ? 'true' : undefined}
    >
      <h2 id="reviews-title">
        {data ? (
          <FormattedMessage id="reviews.title" values={{ count: data.totalCount }} />
        ) : (
          <FormattedMessage id="reviews.heading" />
        )}
      </h2>
      {isPending ? null : !data ? (
        <p className="notice notice--warning">
          <FormattedMessage id="reviews.failed" />{' '}
          <button type="button" className="button" onClick={() => void refetch()}>
            <FormattedMessage id="reviews.retry" />
          </button>
        </p>
      ) : data.data.length > 0 ? (
        <ul className="reviews__list">
          {data.data.map((review) => (
            <li key={review.id} className="review">
              <p className="review__head">
                <strong>{review.author}</strong>{' '}
                {review.rating === null ? null : (
                  <>
                    <span
                      role="img"
                      aria-label={intl.formatMessage({ id: 'reviews.rating' }, { rating: review.rating })}
                    >
                      {'★'.repeat(review.rating)}
                    </span>{' '}
                  </>
                )}
                <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
              </p>
              <p>{review.text}</p>
              <div className="review__votes">
                <button type="button" className="button" onClick={() => vote(review.id, 'like')}>
                  <FormattedMessage id="reviews.like" /> · {review.likes}
                </button>
                <button type="button" className="button" onClick={() => vote(review.id, 'dislike')}>
                  <FormattedMessage id="reviews.dislike" /> · {review.dislikes}
                </button>
              </div>
              {voteRefused?.id === review.id ? (
                <p className="notice notice--warning" role="alert" data-testid="review-vote-refused">
                  {voteRefused.texts.join(' ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="reviews.none" />
        </p>
      )}
      {sent ? (
        <p role="status" className="notice">
          <FormattedMessage id="reviews.thanks" />
        </p>
      ) : (
        // the form and the form kit: their own chunk, loaded with the reviews (the page's extras load near the viewport)
        <Suspense fallback={null}>
          <ReviewForm
            productId={productId}
            onSent={() => {
              setSent(true)
              void client.invalidateQueries({ queryKey: key })
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
