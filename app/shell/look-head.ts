import { fontFaceCss, type PageLook } from '../themes/look'

/**
 * The <head> tags of a site's look (decision 0027): the browser bar colour and colour scheme, the
 * favicon, and the font - preloaded, never render-blocking (the stylesheet itself is added after
 * paint by the shell; an uploaded file is declared with font-display: swap).
 */
export function lookHead(look: PageLook) {
  const meta = [
    { name: 'theme-color', content: look.themeColor },
    { name: 'color-scheme', content: look.dark ? 'dark' : 'light' },
  ]
  const links: Array<Record<string, string>> = [
    { rel: 'icon', href: look.favicon.href, ...(look.favicon.type ? { type: look.favicon.type } : {}) },
  ]
  if (look.font.stylesheet)
    links.push({ rel: 'preload', as: 'style', href: look.font.stylesheet, crossOrigin: 'anonymous' })
  if (look.font.file) links.push({ rel: 'preload', as: 'font', href: look.font.file, crossOrigin: 'anonymous' })
  const styles = look.font.file ? [{ children: fontFaceCss(look.font.file) }] : []
  return { meta, links, styles }
}
