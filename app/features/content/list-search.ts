import type { Locale } from '#config'
import { listPage } from '#platform/shared/page-param.ts'

/*
 * A content list's URL state (?tab, ?page). Apart from rules.ts because the articles route checks its
 * search with these, and route definitions load with every page: the module they import from goes into
 * the entry chunk whole (decision 0086).
 */

export interface ListSearch {
  /** Status tab: 0 is "all", n the n-th status. Absent when 0. */
  tab?: number
  /** Page number, absent when 1. */
  page?: number
}

function intParam(value: unknown, min: number, max: number): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,6}$/.test(text)) return undefined
  const n = Number(text)
  return n >= min && n <= max ? n : undefined
}

/** Parses `tab` and `page` from a URL query; garbage falls back to the defaults, which are dropped. */
export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const tab = intParam(raw.tab, 0, 999)
  const page = listPage(raw.page)
  const out: ListSearch = {}
  if (tab && tab > 0) out.tab = tab
  if (page) out.page = page
  return out
}

/** True when the raw query carries a `tab` or `page` the clean URL would not (tab=0, page=1, junk). */
export function needsSearchCleanup(raw: Record<string, unknown>): boolean {
  const clean = parseListSearch(raw)
  const tabDiffers = 'tab' in raw && String(raw.tab) !== String(clean.tab)
  const pageDiffers = 'page' in raw && String(raw.page) !== String(clean.page)
  return tabDiffers || pageDiffers
}

/** The query string of a list URL: `?tab=2&page=3`, with tab 0 and page 1 left out. */
export function listQuery(search: { tab?: number; page?: number }): string {
  const params = new URLSearchParams()
  const { tab, page } = parseListSearch(search as Record<string, unknown>)
  if (tab) params.set('tab', String(tab))
  if (page) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function articlesHref(lang: Locale, search: { tab?: number; page?: number } = {}): string {
  return `/${lang}/articles${listQuery(search)}`
}
