/**
 * `validateSearch` of a route whose loader parses the URL query itself. Route options other than the
 * loader and the component stay in the entry chunk that every page loads, so a parser given to
 * `validateSearch` (and the constants it reads) costs every shop page; this keeps the query as the
 * router parsed it and leaves the parsing to the loader, which loads with the page (decision 0018).
 * The type lets links and navigations pass the page's parsed query back.
 */
export type RawSearch<T> = { [K in keyof T]?: unknown } & Record<string, unknown>

export function parsedByLoader<T>() {
  return (raw: Record<string, unknown>): RawSearch<T> => raw
}
