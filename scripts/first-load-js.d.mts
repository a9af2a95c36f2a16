import type { BrowserContext } from 'playwright-core'

export interface FirstLoad {
  jsGzipKB: number
  jsFiles: number
  inlineScriptKB: number
  /** The page's HTML as served (gzip level 9); null when the document's body could not be read. */
  htmlGzipKB: number | null
  htmlRawKB: number | null
  files: { file: string; raw: number; gzip: number }[]
  /** The stylesheets the page fetched (gzip level 9), with their text. */
  cssGzipKB: number
  cssRawKB: number
  cssFiles: { file: string; raw: number; gzip: number; text: string }[]
  productHref: string | null
  /** Selectors of lazy boundaries a parent's re-render hydrated before they neared the viewport (decision 0084). */
  releasedByRender: string[]
  path?: string
}
export const FIRST_LOAD_PAGES: Record<string, string | null>
export const RELEASED_BY_RENDER_MARK: string
export function measure(context: BrowserContext, url: string, quietMs?: number): Promise<FirstLoad>
export function firstLoadJs(
  base: string,
  opts?: { executablePath?: string; quietMs?: number },
): Promise<Record<string, FirstLoad>>
