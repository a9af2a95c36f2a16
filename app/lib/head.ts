/**
 * head() of the pages. head() runs outside React, so texts come from the language layout's loader
 * data among the route matches (its language and the project name) and that language's messages,
 * loaded before any head() runs (app/i18n/messages.ts).
 */
import type { Locale } from '#config'
import { withLoadedGroups } from '../i18n/lazy-messages'
import { type MessageId, type Messages, messageText, readyMessages } from '../i18n/messages'

interface MatchLike {
  loaderData?: unknown
  /** The router's match status: 'notFound' when this route (or its loader) found nothing. */
  status?: string
  globalNotFound?: boolean
}

function layoutData(matches: readonly MatchLike[]): { locale: Locale; messages: Messages; project: string } {
  for (const m of matches) {
    const data = m.loaderData as { locale?: Locale; project?: string } | undefined
    if (data?.locale)
      return {
        locale: data.locale,
        messages: withLoadedGroups(data.locale, readyMessages(data.locale)),
        project: data.project ?? '',
      }
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
  /**
   * A page without a description of its own lists these (brands, promotions, products): its
   * description is made of them on a server render (listDescription).
   */
  list?: readonly { title?: string; name?: string }[]
}

/**
 * Title and description meta tags: "Page | Project" (or the SEO title as it is), a description
 * (trimmed, at most 300 characters) when there is one, robots noindex when asked, then `extra`.
 * A page that was not found is "Page not found | Project", noindex, whatever the route would say.
 */
export function pageHead(
  matches: readonly MatchLike[],
  { title, titleId, seoTitle, description, descriptionId, noindex, list }: PageHead,
  extra: { name: string; content: string }[] = [],
) {
  const { locale, project, messages } = layoutData(matches)
  if (pageLost(matches))
    return { meta: [{ title: notFoundTitle(matches, project) }, { name: 'robots', content: 'noindex' }] }
  const base = title || (titleId ? messageText(locale, messages, titleId) : '')
  // A title that names the shop already (a promotion's "Autumn sale - Shop") does not name it twice.
  const full = seoTitle?.trim() || (base && !base.includes(project) ? `${base} | ${project}` : base || project)
  const desc = (
    description?.trim() ||
    (descriptionId ? messageText(locale, messages, descriptionId) : '') ||
    // Server renders only: crawlers read the HTML, and the heads are in every page's first-load JS.
    (import.meta.env.SSR && list ? listDescription(matches, base, list) : '')
  ).trim()
  const meta: ({ title: string } | { name: string; content: string })[] = [{ title: full }]
  if (desc) meta.push({ name: 'description', content: desc.slice(0, 300) })
  if (noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  return { meta: [...meta, ...extra] }
}

/**
 * The description of a page that lists things and has none of its own (brands, promotions, a
 * category's or a promotion's products): "Label: A, B, C" with the first ten names, or without any
 * "Label - " and the shop's description (the language layout's: the project and its subtitle).
 */
export function listDescription(
  matches: readonly MatchLike[],
  label: string,
  list: NonNullable<PageHead['list']>,
): string {
  const layout = matches.find((m) => (m.loaderData as { locale?: string } | undefined)?.locale)
  const shop = (layout?.loaderData as { description?: string } | undefined)?.description
  const names = list.slice(0, 10).map((x) => x.title || x.name)
  return names.length ? `${label}: ${names.join(', ')}` : shop ? `${label} - ${shop}` : label
}

/**
 * The head of a page whose main content failed to load (decision 0099): noindex, and the layout's
 * title (the project name). The Worker answers it with 503 and X-Robots-Tag too; this keeps the
 * page's own HTML saying so wherever it ends up.
 */
export const unavailableHead = { meta: [{ name: 'robots', content: 'noindex' }] }

/**
 * A route among the matches found nothing: its not-found page renders inside the layout, noindex and
 * without canonical or hreflang links (the language layout's head).
 */
export function pageLost(matches: readonly MatchLike[]): boolean {
  return matches.some((m) => m.status === 'notFound' || m.globalNotFound)
}

function notFoundTitle(matches: readonly MatchLike[], project: string): string {
  const text = headText(matches, 'pageErrorTitle')
  return text && project ? `${text} | ${project}` : text || project
}

/**
 * The language layout's title: the project name, or "Page not found | Project" when a route below it
 * found nothing (that route's own head() has no data to name the page).
 */
export function layoutTitle(matches: readonly MatchLike[], project: string): string {
  return pageLost(matches) ? notFoundTitle(matches, project) : project
}
