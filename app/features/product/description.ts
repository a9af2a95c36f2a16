import { plainText } from '#app/lib/plain-text.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import type { Locale } from '#config'
import { escapeHtml } from '#platform/shared/escape-html.ts'

/** Markup: a tag (`<p>`, `</b>`, `<br/>`, `<a href="…">`) or an entity (`&amp;`, `&#39;`); `a < b` and `<3` are text. */
const MARKUP = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i

/**
 * A product's description (its answer's `description`; the spec lists the description among the
 * product page's building blocks and shows no format) as the HTML the page renders, made on the
 * server so the raw text never reaches the browser: markup is sanitised as the content pages' CMS
 * html is (sanitize-html.ts: no scripts, event handlers or javascript: links); plain text is escaped, a
 * blank line between its paragraphs (as the page always showed it). '' when nothing is left to read or see.
 */
export function descriptionHtml(description: string, lang: Locale): string {
  const text = description.trim()
  if (!text) return ''
  if (MARKUP.test(text)) {
    const html = sanitizeHtml(text, lang).trim()
    // Markup with nothing left to read or see (`<p><script>…</script></p>`, `<br>`) is no description.
    return plainText(html) || /<(img|video|audio|picture)\b/i.test(html) ? html : ''
  }
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para)}</p>`)
    .join('')
}
