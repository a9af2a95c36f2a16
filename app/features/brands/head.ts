/**
 * head() for the brand, promotion, search, favorites and compare routes. head() runs outside React,
 * so texts come from the messages the /$lang layout loaded (its loaderData), with the project name.
 */
interface MatchLike {
  routeId?: string
  loaderData?: unknown
}

function layoutData(matches: readonly MatchLike[]): { messages?: Record<string, string>; project?: string } {
  const match = matches.find((m) => m.routeId === '/$lang')
  return (match?.loaderData ?? {}) as { messages?: Record<string, string>; project?: string }
}

/** A message of the current language (no ICU values), or the id when missing. */
export function messageOf(matches: readonly MatchLike[], id: string): string {
  return layoutData(matches).messages?.[id] ?? id
}

/** `<title>` as "Page | Project", an optional description, and robots noindex for personal pages. */
export function pageHead(matches: readonly MatchLike[], title: string, options: { description?: string; noindex?: boolean } = {}) {
  const project = layoutData(matches).project
  const meta: ({ title: string } | { name: string; content: string })[] = [{ title: title && project ? `${title} | ${project}` : title || project || '' }]
  if (options.description) meta.push({ name: 'description', content: options.description })
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  return { meta }
}
