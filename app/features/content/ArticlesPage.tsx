import { useSuspenseQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatDate } from '#app/i18n/format-date.ts'
import { usePlaceAfterPage } from '#app/lib/place-after-page.ts'
import { useLocale, useView } from '#app/shell/useShell.tsx'
import { Pager } from '#app/ui/Pager.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { contentQuery } from './content.functions'
import { articlesHref } from './list-search'
import { chunkNews } from './rules'
import { AppLink, ContentPage, Empty } from './ui'
import './content.css'

export interface ArticleCardData {
  id: number
  title: string
  slug: string
  img: string | null
  short_description: string
  /** Null: no date given, none shown. */
  created_at: string | null
  status: { name: string } | null
}

export function ArticleCard({ article, size }: { article: ArticleCardData; size: 'large' | 'small' }) {
  const lang = useLocale()
  return (
    <li className={`news-card news-card--${size}`}>
      <AppLink href={`/${lang}/articles/${encodeURIComponent(article.slug)}`}>
        {article.img ? (
          <img
            src={article.img}
            alt=""
            loading="lazy"
            width={size === 'large' ? 640 : 320}
            height={size === 'large' ? 360 : 180}
          />
        ) : null}
        <span className="news-card__meta">
          {article.status?.name ? <span className="news-card__status">{article.status.name}</span> : null}{' '}
          {article.created_at ? (
            <time dateTime={article.created_at}>{formatDate(article.created_at, lang)}</time>
          ) : null}
        </span>
        <span className="news-card__title">{article.title}</span>
        {size === 'large' ? <span className="news-card__text">{article.short_description}</span> : null}
      </AppLink>
    </li>
  )
}

/**
 * The article list in the variant of mainUiInterface.article_view_type (decision 0043): `mosaic`
 * (default) in chunks of six, two large then four small; `list` one article a row, the picture
 * beside the text; `grid` equal cards.
 */
export function NewsGrid({ articles }: { articles: ArticleCardData[] }) {
  const view = useView('article_view_type')
  if (view !== 'mosaic') {
    return (
      <ul className={`news-grid news-grid--${view}`} data-view={view} data-testid="news-grid">
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} size="large" />
        ))}
      </ul>
    )
  }
  return (
    <div className="news-grid news-grid--mosaic" data-view={view} data-testid="news-grid">
      {chunkNews(articles).map((chunk, i) => (
        <div className="news-grid__chunk" key={chunk.large[0]?.id ?? i}>
          <ul className="news-grid__large">
            {chunk.large.map((a) => (
              <ArticleCard key={a.id} article={a} size="large" />
            ))}
          </ul>
          {chunk.small.length > 0 ? (
            <ul className="news-grid__small">
              {chunk.small.map((a) => (
                <ArticleCard key={a.id} article={a} size="small" />
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  )
}

export function ArticlesPage({ tab, page }: { tab: number; page: number }) {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'articles', lang, tab, page }))
  const { list } = data
  const title = intl.formatMessage({ id: 'content.articles.title' })
  // another page: its first article comes to the top, the focus on its link (from the pager, at the foot)
  usePlaceAfterPage({ page, shown: list.data.length, other: tab }, '[data-testid="news-grid"]', '.news-card a')
  const tabs = [
    { id: 0, name: intl.formatMessage({ id: 'content.articles.all' }) },
    ...list.statuses.map((s, i) => ({ id: i + 1, name: s.name })),
  ]
  return (
    <ContentPage title={title} wide>
      {list.statuses.length > 0 ? (
        <nav className="pill-tabs" aria-label={intl.formatMessage({ id: 'content.articles.tabs' })}>
          {tabs.map((t) => (
            <AppLink
              key={t.id}
              href={articlesHref(lang, { tab: t.id })}
              className="pill"
              aria-current={t.id === tab ? 'page' : undefined}
            >
              {t.name}
            </AppLink>
          ))}
        </nav>
      ) : null}
      {list.data.length > 0 ? <NewsGrid articles={list.data} /> : data.unavailable ? <PageUnavailable /> : <Empty />}
      <Pager
        current={page}
        total={list.pages}
        link={(p, props) => <AppLink href={articlesHref(lang, { tab, page: p })} keepPlace {...props} />}
      />
      {/* A count beside no article (a back end whose items were all left out) says nothing true: neither shows. */}
      {list.totalCount > 0 && list.data.length > 0 ? (
        <p className="content-muted">
          <FormattedMessage id="content.articles.count" values={{ count: list.totalCount }} />
        </p>
      ) : null}
    </ContentPage>
  )
}
