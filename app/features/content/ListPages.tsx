import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatPrice } from '#app/i18n/format.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { WhenNearViewport } from '#app/ui/WhenNearViewport.tsx'
import { ProductCard, toCard } from '../catalogue'
import { contentQuery } from './content.functions'
import { groupByRegion, stripLeadingTitle } from './rules'
import { AppLink, ContentPage, Empty, RichText } from './ui'
import './content.css'

export function FaqPage() {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'faq', lang }))
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.faq.title' })}>
      {data.items.length === 0 ? (
        data.unavailable ? (
          <PageUnavailable />
        ) : (
          <Empty />
        )
      ) : (
        <div className="faq">
          {data.items.map((q) => (
            <details key={q.id} className="faq__item">
              <summary>{q.question}</summary>
              <RichText html={q.answer} />
            </details>
          ))}
        </div>
      )}
    </ContentPage>
  )
}

export function ServicesPage() {
  const lang = useLocale()
  const intl = useIntl()
  const { settings } = useShell()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'services', lang }))
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.services.title' })} wide>
      {data.services.length === 0 ? (
        data.unavailable ? (
          <PageUnavailable />
        ) : (
          <Empty />
        )
      ) : (
        <ul className="card-grid">
          {data.services.map((s) => (
            <li key={s.id} className="card">
              {s.img ? <img src={s.img} alt="" loading="lazy" width={320} height={180} /> : null}
              <h2 className="card__title">{s.title}</h2>
              {/* HTML from the admin, as the FAQ's answers: sanitised (RichText), never shown as tags. */}
              {s.description ? <RichText html={s.description} /> : null}
              {s.price === null ? null : (
                <p className="card__price">
                  <FormattedMessage
                    id="content.services.price"
                    values={{ price: formatPrice(s.price, settings.project_currency, lang) }}
                  />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <button type="button" className="button button--primary" onClick={() => openModal('consultation')}>
          <FormattedMessage id="content.consultation.open" />
        </button>
      </p>
      {data.centre ? (
        <section className="content-section" aria-labelledby="service-centre">
          <h2 id="service-centre">{data.centre.title}</h2>
          <RichText html={stripLeadingTitle(data.centre.content, data.centre.title)} />
        </section>
      ) : null}
    </ContentPage>
  )
}

export function OrderGuidePage() {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'orderGuide', lang }))
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.orderGuide.title' })}>
      {data.steps.length === 0 ? (
        data.unavailable ? (
          <PageUnavailable />
        ) : (
          <Empty />
        )
      ) : (
        <ol className="steps">
          {data.steps.map((step) => (
            <li key={step.id} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {step.step}
              </span>
              <div>
                <h2 className="card__title">{step.title}</h2>
                {step.description !== step.title ? <p>{step.description}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </ContentPage>
  )
}

export function PartnersPage() {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'partners', lang }))
  const groups = groupByRegion(data.partners)
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.partners.title' })} wide>
      {groups.length > 0 ? null : data.unavailable ? <PageUnavailable /> : <Empty />}
      {groups.map((g) => (
        <section
          key={g.id ?? 'none'}
          className="content-section"
          aria-labelledby={g.title ? `region-${g.id}` : undefined}
        >
          {g.title ? <h2 id={`region-${g.id}`}>{g.title}</h2> : null}
          <ul className="logo-grid">
            {g.items.map((p) => (
              <li key={p.id} className="card">
                {p.logo ? <img src={p.logo} alt="" loading="lazy" width={160} height={80} /> : null}
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noopener noreferrer">
                    {p.name}
                  </a>
                ) : (
                  <span>{p.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  )
}

export function GalleryPage() {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'gallery', lang }))
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.gallery.title' })} wide>
      {data.albums.length === 0 ? (
        data.unavailable ? (
          <PageUnavailable />
        ) : (
          <Empty />
        )
      ) : (
        <ul className="card-grid">
          {data.albums.map((album) => (
            <li key={album.id} className="card">
              <AppLink href={`/${lang}/gallery/${album.id}`} className="card__link">
                {album.cover ? <img src={album.cover} alt="" loading="lazy" width={320} height={200} /> : null}
                <span className="card__title">{album.title}</span>
                {(album.images.length || album.images_count) === null ? null : (
                  <span className="content-muted">
                    <FormattedMessage
                      id="content.gallery.photos"
                      values={{ count: album.images.length || album.images_count }}
                    />
                  </span>
                )}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <WhenNearViewport>
        <AllPhotos />
      </WhenNearViewport>
    </ContentPage>
  )
}

/** Every photo of every album (`GET /base/gallery/all_images`) under the albums, loaded in the browser as the shopper nears it; none, nothing shown. */
function AllPhotos() {
  const lang = useLocale()
  const { data = [] } = useQuery(contentQuery({ kind: 'galleryImages', lang }))
  if (data.length === 0) return null
  return (
    <section className="content-section" aria-labelledby="gallery-all-photos" data-testid="gallery-all-photos">
      <h2 id="gallery-all-photos">
        <FormattedMessage id="content.gallery.allPhotos" />
      </h2>
      <PhotoGrid images={data} />
    </section>
  )
}

function PhotoGrid({ images }: { images: readonly { id: number; url: string; title: string }[] }) {
  return (
    <ul className="photo-grid">
      {images.map((img) => (
        <li key={img.id}>
          <a href={img.url} target="_blank" rel="noopener noreferrer">
            <img src={img.url} alt={img.title} loading="lazy" width={320} height={240} />
          </a>
        </li>
      ))}
    </ul>
  )
}

export function GalleryAlbumPage({ id }: { id: number }) {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'album', lang, id }))
  const galleryTitle = intl.formatMessage({ id: 'content.gallery.title' })
  const title = data.album?.title ?? galleryTitle
  return (
    <ContentPage title={title} crumbs={[{ title: galleryTitle, href: `/${lang}/gallery` }, { title: title }]} wide>
      {data.album && data.album.images.length > 0 ? (
        <PhotoGrid images={data.album.images} />
      ) : data.unavailable ? (
        <PageUnavailable />
      ) : (
        <Empty />
      )}
    </ContentPage>
  )
}

export function CustomListPage({ id }: { id: number }) {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'customList', lang, id }))
  const title = data.list?.title ?? intl.formatMessage({ id: 'content.customList.title' })
  return (
    <ContentPage title={title} wide>
      {data.list ? <RichText html={stripLeadingTitle(data.list.html, title)} /> : null}
      {data.list && data.list.products.length > 0 ? (
        <ul className="product-grid plain-list">
          {data.list.products.map((p, i) => (
            <li key={p.productId}>
              <ProductCard product={toCard(p)} priority={i < 4} />
            </li>
          ))}
        </ul>
      ) : data.unavailable ? (
        <PageUnavailable />
      ) : (
        <Empty />
      )}
    </ContentPage>
  )
}
