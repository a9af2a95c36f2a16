/**
 * head() helpers for content routes. head() has no React context, so the title comes from the
 * language layout's loader data (its messages and the project name).
 */
interface MatchLike {
  loaderData?: unknown
}

function layoutData(matches: readonly MatchLike[]): { messages: Record<string, string>; project: string } {
  for (const m of matches) {
    const data = m.loaderData as { messages?: Record<string, string>; project?: string } | undefined
    if (data?.messages) return { messages: data.messages, project: data.project ?? '' }
  }
  return { messages: {}, project: '' }
}

/** The text of a message id (plain messages only) in the page's language. */
export function headText(matches: readonly MatchLike[], id: string): string {
  return layoutData(matches).messages[id] ?? ''
}

/** Title (with the project name) and description meta tags. */
export function pageHead(matches: readonly MatchLike[], title: string, description?: string, extra: { name: string; content: string }[] = []) {
  const { project } = layoutData(matches)
  const full = title && project ? `${title} | ${project}` : title || project
  const meta: ({ title: string } | { name: string; content: string })[] = [{ title: full }]
  const desc = (description ?? '').trim()
  if (desc) meta.push({ name: 'description', content: desc.slice(0, 300) })
  return { meta: [...meta, ...extra] }
}
