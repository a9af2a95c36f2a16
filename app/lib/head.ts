/**
 * head() of the pages. head() runs outside React, so texts come from the language layout's loader
 * data among the route matches (its language and the project name) and that language's messages,
 * loaded before any head() runs (app/i18n/messages.ts).
 */
import type { Locale } from '../../app.config'
import { loadedLazyMessagesOf } from '../i18n/lazy-messages'
import { type MessageId, type Messages, messageText, readyMessages } from '../i18n/messages'

interface MatchLike {
  loaderData?: unknown
}

function layoutData(matches: readonly MatchLike[]): { locale: Locale; messages: Messages; project: string } {
  for (const m of matches) {
    const data = m.loaderData as { locale?: Locale; project?: string } | undefined
    if (data?.locale) return { locale: data.locale, messages: { ...loadedLazyMessagesOf(data.locale), ...readyMessages(data.locale) }, project: data.project ?? '' }
  }
  return { locale: 'ro', messages: {}, project: '' }
}

/** The text of a message id (plain messages, precompiled or not) in the page's language; '' when missing. */
export function headText(matches: readonly MatchLike[], id: MessageId): string {
  const { locale, messages } = layoutData(matches)
  return messageText(locale, messages, id)
}

export interface PageHead {
  /** The page's own title (a product, an album...), else the text of `titleId`. */
  title?: string
  titleId?: MessageId
  /** A title from the back end's SEO fields, used as it is (no project name). */
  seoTitle?: string
  description?: string
  descriptionId?: MessageId
  /** Personal or endless pages (search, favorites, compare): robots noindex, follow. */
  noindex?: boolean
}

/**
 * Title and description meta tags: "Page | Project" (or the SEO title as it is), a description
 * (trimmed, at most 300 characters) when there is one, robots noindex when asked, then `extra`.
 */
export function pageHead(matches: readonly MatchLike[], { title, titleId, seoTitle, description, descriptionId, noindex }: PageHead, extra: { name: string; content: string }[] = []) {
  const { locale, project, messages } = layoutData(matches)
  const base = title || (titleId ? messageText(locale, messages, titleId) : '')
  const full = seoTitle?.trim() || (base && project ? `${base} | ${project}` : base || project)
  const desc = (description?.trim() || (descriptionId ? messageText(locale, messages, descriptionId) : '')).trim()
  const meta: ({ title: string } | { name: string; content: string })[] = [{ title: full }]
  if (desc) meta.push({ name: 'description', content: desc.slice(0, 300) })
  if (noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  return { meta: [...meta, ...extra] }
}
