import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { lang, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import type { CmsPage } from '#contract/content.ts'
import { loadCmsPage } from './cms.server'
import { cmsPathOf } from './cms-path'

export const getCmsPage = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), path: text(r.path, { max: 2048, trim: false }) }
  })
  .handler(({ data }) => loadCmsPage(data.lang, data.path))

const fetchCmsPage = createIsomorphicFn()
  .server((lang: Locale, path: string) => loadCmsPage(lang, path))
  .client((lang: Locale, path: string) => getCmsPage({ data: { lang, path } }))

export const cmsPageQuery = (lang: Locale, path: string) =>
  queryOptions({
    queryKey: ['cms', lang, cmsPathOf(path)],
    queryFn: () => fetchCmsPage(lang, path) as Promise<CmsPage | null>,
    staleTime: 5 * 60_000,
  })

/**
 * For route loaders: the CMS page at `path` (a splat or slug, without the language), or null when
 * there is none - then the caller throws notFound(). Returns `bare` for the layout (ignore_layout).
 */
export async function loadCmsPageForRoute(
  queryClient: QueryClient,
  lang: Locale,
  path: string,
): Promise<{ page: CmsPage; bare: boolean } | null> {
  if (!cmsPathOf(path)) return null
  const page = await queryClient.ensureQueryData(cmsPageQuery(lang, path))
  return page ? { page, bare: page.ignore_layout } : null
}
