/** The category the benches measure (BENCH_CATEGORY), the second of their three pages. */
export const CATEGORY = process.env.BENCH_CATEGORY ?? '/ro/telefoane'

/** The benches' three pages: home, CATEGORY, and the first product its HTML links to. */
export function benchPages(categoryHtml) {
  const product = /href="(\/ro\/product\/[^"?#]+)"/.exec(categoryHtml)?.[1]
  if (!product) throw new Error(`no product link on ${CATEGORY}`)
  return { home: '/ro', category: CATEGORY, product }
}
