import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { siteHref } from '#app/lib/site-href.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { categoryBannersQuery } from './catalogue.functions'
import type { Banner } from './category-banners'

/** The banner's picture; on screens up to 767 px its phone picture (`img_mobile`) when it has one. */
function BannerPicture({ banner }: { banner: Banner }) {
  return (
    <picture>
      {banner.img_mobile ? <source media="(max-width: 767px)" srcSet={banner.img_mobile} /> : null}
      <img src={banner.img} alt={banner.title} width={1200} height={300} loading="lazy" decoding="async" />
    </picture>
  )
}

/**
 * A category's own banners below its listing (`/general/banner-select/{id}`, decision 0046), loaded
 * in the browser when the shopper nears them: they are decoration, so the cached page and its first
 * paint do not wait for them, nothing shifts the listing, and a failed call shows nothing. The phone
 * picture (`img_mobile`) serves screens up to 767 px.
 */
export default function CategoryBanners({ categoryId }: { categoryId: number }) {
  const lang = useLocale()
  const intl = useIntl()
  const { data = [] } = useQuery(categoryBannersQuery(lang, categoryId))
  if (!data.length) return null
  return (
    <section
      className="category-banners"
      aria-label={intl.formatMessage({ id: 'category.banners' })}
      data-testid="category-banners"
    >
      {data.map((b) =>
        b.url ? (
          <a key={`${b.id ?? ''}:${b.img}`} className="category-banners__item" href={siteHref(lang, b.url)}>
            <BannerPicture banner={b} />
          </a>
        ) : (
          <div key={`${b.id ?? ''}:${b.img}`} className="category-banners__item">
            <BannerPicture banner={b} />
          </div>
        ),
      )}
    </section>
  )
}
