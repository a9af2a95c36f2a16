/**
 * head() helpers for content routes. head() has no React context, so the title comes from the
 * language layout's loader data (its messages and the project name).
 */
import { type Messages, messageText } from '../../i18n/messages'

interface MatchLike {
  loaderData?: unknown
}

function layoutData(matches: readonly MatchLike[]): { messages: Messages; project: string } {
  for (const m of matches) {
    const data = m.loaderData as { messages?: Messages; project?: string } | undefined
    if (data?.messages) return { messages: data.messages, project: data.project ?? '' }
  }
  return { messages: {}, project: '' }
}

/** The text of a message id (plain messages only) in the page's language. */
export function headText(matches: readonly MatchLike[], id: string): string {
  return messageText(layoutData(matches).messages, id)
}

/**
 * Title and description meta tags. A title from a message id gets the project name appended; an
 * SEO title from the back end (`seoTitle`) is used as it is.
 */
export function pageHead(
  matches: readonly MatchLike[],
  { titleId, title, seoTitle, description, descriptionId }: { titleId?: string; title?: string; seoTitle?: string; description?: string; descriptionId?: string },
  extra: { name: string; content: string }[] = [],
) {
  const { project, messages } = layoutData(matches)
  const base = title || (titleId ? messageText(messages, titleId) : '')
  const full = seoTitle?.trim() || (base && project ? `${base} | ${project}` : base || project)
  description = description?.trim() || (descriptionId ? messageText(messages, descriptionId) : '') || ''
  const meta: ({ title: string } | { name: string; content: string })[] = [{ title: full }]
  const desc = (description ?? '').trim()
  if (desc) meta.push({ name: 'description', content: desc.slice(0, 300) })
  return { meta: [...meta, ...extra] }
}
