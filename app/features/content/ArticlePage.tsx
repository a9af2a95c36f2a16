import { useSuspenseQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { formatDate } from '#app/i18n/format-date.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { ArticleCard } from './ArticlesPage'
import { contentQuery } from './content.functions'
import { articlesHref } from './list-search'
import { stripLeadingTitle } from './rules'
import { ContentPage, Empty, RichText } from './ui'
import './content.css'

export function ArticlePage({ slug }: { slug: string }) {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'article', lang, slug }))
  const listTitle = intl.formatMessage({ id: 'content.articles.title' })
  if (!data.article) {
    return (
      <ContentPage title={listTitle} crumbs={[{ title: listTitle, href: articlesHref(lang) }]}>
        {data.unavailable ? <PageUnavailable /> : <Empty />}
      </ContentPage>
    )
  }
  const { article } = data
  return (
    <ContentPage
      title={article.title}
      crumbs={[{ title: listTitle, href: articlesHref(lang) }, { title: article.title }]}
    >
      <p className="content-muted">
        {article.status?.name ? <span className="news-card__status">{article.status.name}</span> : null}{' '}
        {article.created_at ? <time dateTime={article.created_at}>{formatDate(article.created_at, lang)}</time> : null}
      </p>
      {article.img ? <img className="article__cover" src={article.img} alt="" width={960} height={540} /> : null}
      <RichText html={stripLeadingTitle(article.content, article.title)} />
      {data.recommended.length > 0 ? (
        <section className="content-section" aria-labelledby="recommended-title">
          <h2 id="recommended-title">{intl.formatMessage({ id: 'content.articles.recommended' })}</h2>
          <ul className="news-grid__small">
            {data.recommended.slice(0, 4).map((a) => (
              <ArticleCard key={a.id} article={a} size="small" />
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  )
}
