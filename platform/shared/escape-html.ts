/**
 * Text made safe to write into HTML, as element content or a quoted attribute value: `&`, `<`, `>`,
 * `"` and `'` become references, nothing else changes. For HTML the code writes itself (the Worker's
 * site tags, a plain-text product description, the shops map's popups); React escapes what it renders.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
