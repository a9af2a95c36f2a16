import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { contentQuery } from './content.functions'
import { type StaticPageKind, stripLeadingTitle } from './rules'
import { ContentPage, Empty, RichText } from './ui'

export type StaticKind = StaticPageKind

/** A settings page (about, delivery, terms and privacy...): its title and html, or an empty state. */
export function StaticPage({
  kind,
  titleId,
  children,
}: {
  kind: StaticKind
  titleId: MessageId
  children?: ReactNode
}) {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'static', lang, page: kind }))
  const title = intl.formatMessage({ id: titleId })
  return (
    <ContentPage title={title}>
      {data.page ? (
        <RichText html={stripLeadingTitle(data.page.content, title)} />
      ) : data.unavailable ? (
        <PageUnavailable />
      ) : (
        <Empty />
      )}
      {children}
    </ContentPage>
  )
}
