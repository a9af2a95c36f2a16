const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/**
 * Markup from the back end (a promotion's or a product's description, the home page's SEO text) as
 * plain text for a page description or a paragraph React escapes: tags become spaces, the common
 * entities their characters (React would otherwise print `&amp;` as `&amp;amp;`, review r68), white
 * space collapsed. Runs on the server too (no DOMParser).
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}
