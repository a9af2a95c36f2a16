import { type ListingQuery, type ProductCard, parseFilterQuery } from '#contract/catalogue.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError, notFound } from '../lib/api-error'
import { requireUser } from '../lib/auth'
import { type App, baseUrl, type Ctx, nowIso, parseJson, round2, route, routeByArea, subApp } from '../lib/http'
import { ftsExpression, type ListingResult, type Sort } from '../lib/listing'
import { categoriesNamed } from '../lib/listing/category-search'
import { SITE_LAYERS } from '../lib/site'
import { advertArea } from '../services/advert-area'
import { creditCompanies, quoteFor } from '../services/calculators'
import {
  addReview,
  articleBySlug,
  articleSlugIn,
  associatedLinks,
  brandBySlug,
  brandBySlugOrId,
  brandPage,
  checkoutRows,
  correctedSearch,
  links,
  priceSum,
  productBySlug,
  productCountWhere,
  productDescription,
  productExists,
  productListing,
  productSlugIn,
  properties,
  recommendedLinks,
  reviewCount,
  reviewPage,
  reviewStats,
  shopsFor,
  stockOf,
  voteReview,
} from '../services/catalogue'
import { contentDocs } from '../services/content'
import { addFavorite, clearFavorites, favorites, removeFavorite } from '../services/favorites'
import {
  cardsByIds,
  cardsWhere,
  categories,
  categoryPath,
  catSlug,
  catTitle,
  findCategory,
  PRODUCT_LISTS,
  productImages,
  toCard,
} from '../services/products'
import { abs, siteDoc } from '../services/settings'
import { requireReviewAllowed, writeClient } from '../services/write-limits'

const defaultSorts = new Map<number, Sort>()
async function defaultSort(c: Ctx): Promise<Sort> {
  const id = c.get('site').id
  const cached = defaultSorts.get(id)
  if (cached) return cached
  const doc = await siteDoc<{ default_sorting?: string }>(c, 'global').catch(() => ({}) as { default_sorting?: string })
  const valid = ['sort_priority-', 'default', 'newer+', 'price-', 'price+', 'name-', 'name+']
  const s = (valid.includes(doc.default_sorting ?? '') ? doc.default_sorting : 'newer+') as Sort
  defaultSorts.set(id, s)
  return s
}

/** Merges the `filters` string and the separate filter params into one selection. */
export function selectionFrom(q: ListingQuery): Record<string, string[]> {
  const sel = parseFilterQuery(q.filters) ?? {}
  if (q.brand_id?.length) sel.brand_id = [...(sel.brand_id ?? []), ...q.brand_id.map(String)]
  if (q.categoryId?.length) sel.categoryId = [...(sel.categoryId ?? []), ...q.categoryId.map(String)]
  if (q.price_min !== undefined || q.price_max !== undefined) sel.price = [`${q.price_min ?? ''}-${q.price_max ?? ''}`]
  if (q.promo) sel.promo = ['discount']
  if (q.status?.length) sel.status = [...(sel.status ?? []), ...q.status]
  return sel
}

async function listing(
  c: Ctx,
  q: ListingQuery,
  extra: {
    category?: { id: number; level: number }
    match?: string
    categoryIds?: number[]
    brandId?: number
    promoOnly?: boolean
  },
) {
  const cats = await categories(c)
  const sort = q.sort ?? (await defaultSort(c))
  const res: ListingResult = await productListing(c, {
    locale: c.get('locale'),
    selection: selectionFrom(q),
    sort,
    page: q.page,
    pageSize: q.page_size,
    categories: cats,
    ...extra,
  })
  const products = res.rows.map((r) => toCard(c, r, cats))
  return {
    products,
    data: products,
    totalCount: res.totalCount,
    pages: res.pages,
    page: q.page,
    page_size: q.page_size,
    sort,
    filters: res.filters,
    min_and_max_price_value: { min: res.min, max: res.max },
    applied: res.applied,
  }
}

const HOME: Record<string, string> = { ro: 'Acasă', ru: 'Главная', uk: 'Головна', en: 'Home' }

/** The shop's product page (storefront spec 7.2). */
async function productPage(c: Ctx, slug: string) {
  const row = await productBySlug(c, slug)
  if (!row) throw notFound('Unknown product')
  const l = c.get('locale')
  const cats = await categories(c)
  const card = toCard(c, row, cats)
  const [descr, props, similar, compatible, shops, reviews] = await Promise.all([
    productDescription(c, row.id, l),
    properties(c, row.id),
    links(c, row.id, 's'),
    links(c, row.id, 'c'),
    shopsFor(c, [row.id]),
    reviewCount(c, row.id),
  ])
  const description = descr[0]?.description ?? ''
  const leaf = cats.find((x) => x.id === row.cat3)
  const path = leaf ? categoryPath(cats, leaf) : []
  const breadcrumbs = [
    { title: HOME[l] ?? 'Home', url: '/' },
    ...path.map((p) => ({ title: catTitle(p, l), url: catSlug(p, l) })),
    { title: row.title, url: card.url },
  ]
  const seo = {
    title: row.title,
    description,
    img: card.img,
    keywords: [row.brand_name, ...path.map((p) => catTitle(p, l))].join(', '),
  }
  return {
    product: {
      ...card,
      images: productImages(c, row.id),
      description,
      seo_title: seo.title,
      seo_description: seo.description,
      seo_keywords: seo.keywords,
      properties: props,
      similarProducts: similar,
      compatibleProducts: compatible,
      activeExtensions: [],
      shops: shops.map(({ product_id: _, ...s }) => s),
      reviews_count: reviews[0]?.n ?? 0,
      created_at: row.created_at,
    },
    breadcrumbs,
    seo_info: seo,
    properties: props,
  }
}

export function catalogueRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.category, async (c, { params, query }) => {
    const cats = await categories(c)
    const l = c.get('locale')
    const cat = findCategory(cats, params.slug, l)
    if (!cat) throw notFound('Unknown category')
    const out = await listing(c, query, { category: { id: cat.id, level: cat.level } })
    const path = categoryPath(cats, cat)
    const title = catTitle(cat, l)
    return {
      ...out,
      category: {
        id: cat.id,
        parent_id: cat.parent_id,
        level: cat.level,
        title,
        url: catSlug(cat, l),
        slugs: { ro: cat.slug_ro, ru: cat.slug_ru, uk: cat.slug_uk, en: cat.slug_en },
        image: abs(c, cat.image),
        productCount: cat.product_count,
        seo_title: title,
        seo_description: `${title} - ${cat.product_count}`,
        subcategories: cats
          .filter((x) => x.parent_id === cat.id)
          .map((x) => ({
            id: x.id,
            title: catTitle(x, l),
            url: catSlug(x, l),
            image: abs(c, x.image),
            productCount: x.product_count,
          })),
        age_restricted: path.some((p) => p.age_restricted === 1),
      },
      breadcrumbs: [
        { title: HOME[l] ?? 'Home', url: '/' },
        ...path.map((p) => ({ title: catTitle(p, l), url: catSlug(p, l) })),
      ],
      seo_info: {
        title,
        description: title,
        img: abs(c, cat.image),
        keywords: path.map((p) => catTitle(p, l)).join(', '),
      },
    }
  })
  route(app, E.search, async (c, { query }) => {
    const match = ftsExpression(query.query)
    // Products of the categories the words name join the title matches, ranked after them.
    const categoryIds = match ? categoriesNamed(await categories(c), query.query) : []
    if (categoryIds.length) return { ...(await listing(c, query, { match, categoryIds })), query: query.query }
    const out = await listing(c, query, { match })
    if (out.totalCount > 0 || !match) return { ...out, query: query.query }
    // nothing found: one typo per word, or a Cyrillic spelling of a Latin word, is forgiven
    const corrected = await correctedSearch(c, query.query)
    if (!corrected) return { ...out, query: query.query }
    return {
      ...(await listing(c, query, { match: corrected.expression })),
      query: query.query,
      corrected_query: corrected.words.join(' '),
    }
  })
  route(app, E.promos, async (c, { query }) => {
    const out = await listing(c, query, { promoOnly: true })
    const promos = (await contentDocs(c, 'promotion'))
      .filter((d) => Date.parse(String(d.expireDate)) > Date.now())
      .map((d) => ({
        id: d.id,
        title: String(d.title ?? ''),
        slug: typeof d.slug === 'string' ? d.slug : null,
        img: abs(c, typeof d.img === 'string' ? d.img : null),
        expireDate: String(d.expireDate),
      }))
    return {
      ...out,
      promos,
      default_min: out.min_and_max_price_value.min,
      default_max: out.min_and_max_price_value.max,
    }
  })
  route(app, E.popularQuery, async (c) =>
    (await contentDocs(c, 'popular_query')).map((d) => ({
      id: d.id,
      query: String(d.query ?? ''),
      count: Number(d.count ?? 0),
    })),
  )
  // With ?area the adverts area's call on the same path (decision 0045).
  routeByArea(
    app,
    E.product,
    async (c, { params }) => productPage(c, params.slug),
    E.advertBySpecPath,
    advertArea.detail,
  )
  route(app, E.similarProducts, async (c, { query }) => {
    const [similarProducts, compatibleProducts] = await Promise.all([
      links(c, query.product_id, 's'),
      links(c, query.product_id, 'c'),
    ])
    return { similarProducts, compatibleProducts }
  })
  route(app, E.productProperties, async (c, { query }) => {
    if (!(await productExists(c, query.product_id))) throw notFound('Unknown product')
    return { product_id: query.product_id, properties: await properties(c, query.product_id) }
  })
  route(app, E.reviews, async (c, { query }) => {
    const [rows, agg] = await Promise.all([
      reviewPage(c, query.product_id, query.page_size, (query.page - 1) * query.page_size),
      reviewStats(c, query.product_id),
    ])
    const n = agg[0]?.n ?? 0
    return { data: rows, totalCount: n, pages: Math.ceil(n / query.page_size), rating: round2(agg[0]?.r ?? 0) }
  })
  route(app, E.createReview, async (c, { body }) => {
    if (!(await productExists(c, body.product_id))) throw notFound('Unknown product')
    const user = c.req.header('Authorization') ? await requireUser(c) : null
    // One review per client and product a day, ten a day in all (services/write-limits.ts): 429 over them.
    await requireReviewAllowed(c, body.product_id, user?.id ?? null)
    const created = nowIso()
    const r = await addReview(c, { ...body, userId: user?.id ?? null, created })
    return {
      id: r!.id,
      product_id: body.product_id,
      author: body.author,
      rating: body.rating,
      text: body.text,
      likes: 0,
      dislikes: 0,
      created_at: created,
    }
  })
  // One vote per client and review; the other vote moves it, the same one again is a 409 (voteReview).
  route(app, E.likeReview, async (c, { params }) => voteReview(c, params.id, 'likes', writeClient(c)))
  route(app, E.dislikeReview, async (c, { params }) => voteReview(c, params.id, 'dislikes', writeClient(c)))
  const productList =
    (promo: boolean) =>
    async (c: Ctx, { query }: { query: { ids?: number[]; page: number; page_size: number; random?: boolean } }) => {
      let products: ProductCard[]
      let total: number
      if (query.ids?.length) {
        const all = await cardsByIds(c, query.ids)
        total = all.length
        products = all.slice((query.page - 1) * query.page_size, query.page * query.page_size)
      } else {
        const where = `p.active = 1${promo ? ' AND p.is_promo = 1' : ''}`
        const cnt = await productCountWhere(c, where)
        total = cnt[0]?.n ?? 0
        if (query.random) {
          // Deterministic per day: a stride through the ids instead of ORDER BY random().
          const day = Math.floor(Date.now() / 86_400_000)
          products = await cardsWhere(c, `${where} AND (p.id * 7919 + ?) % 97 < 3`, [day], 'p.id', query.page_size)
        } else {
          products = await cardsWhere(
            c,
            where,
            [],
            'p.sort_priority DESC, p.id DESC',
            query.page_size,
            (query.page - 1) * query.page_size,
          )
        }
      }
      return { data: products, products, totalCount: total, pages: Math.ceil(total / query.page_size) }
    }
  route(app, E.productFilter, productList(false))
  route(app, E.productFilterPromo, productList(true))
  route(app, E.productFilterRecommended, async (c, { query }) => {
    const ids = [...(query.product_ids ?? []), ...(query.ids ?? [])]
    if (!ids.length) return cardsWhere(c, 'p.active = 1 AND p.is_stock = 1', [], 'p.rating DESC, p.id DESC', 12)
    const rows = await recommendedLinks(c, ids)
    const exclude = new Set(ids)
    return cardsByIds(
      c,
      rows.map((r) => r.other_id).filter((id) => !exclude.has(id)),
      { activeOnly: true },
    )
  })
  route(app, E.productsByIds, async (c, { query }) =>
    cardsByIds(c, [...(query.ids ?? []), ...(query.product_ids ?? [])]),
  )
  const associated = async (c: Ctx, { query }: { query: { product_id?: number; product_ids?: number[] } }) => {
    const ids = [...(query.product_id ? [query.product_id] : []), ...(query.product_ids ?? [])]
    if (!ids.length) return []
    const rows = await associatedLinks(c, ids)
    return cardsByIds(
      c,
      rows.map((r) => r.other_id),
      { activeOnly: true },
    )
  }
  route(app, E.associatedProducts, associated)
  route(app, E.associatedProductsV2, associated)
  route(app, E.bannerSelect, async (c, { params }) => {
    const cats = await categories(c)
    const cat = cats.find((x) => x.id === params.id)
    if (!cat) throw notFound('Unknown category')
    const docs = await contentDocs(c, 'slide')
    const own = docs.filter(
      (d) => d.category_id === cat.id || d.show_on === 'left_banner' || d.show_on === 'right_banner',
    )
    return own.map((d) => ({
      id: d.id,
      title: String(d.title ?? ''),
      img: abs(c, String(d.img ?? ''))!,
      img_mobile: abs(c, typeof d.img_mobile === 'string' ? d.img_mobile : null),
      url: typeof d.url === 'string' ? d.url : null,
      show_on: (d.show_on ?? null) as never,
      category_id: typeof d.category_id === 'number' ? d.category_id : null,
    }))
  })
  route(app, E.productAvailability, async (c, { body }) => {
    const ids = body.products.map((p) => p.id)
    const [rows, shops] = await Promise.all([stockOf(c, [...new Set(ids)]), shopsFor(c, [...new Set(ids)])])
    return body.products
      .map((p) => ({ p, r: rows.find((x) => x.id === p.id) }))
      .filter((x) => x.r)
      .map(({ p, r }) => ({
        id: p.id,
        available: r!.available === 1,
        is_stock: r!.is_stock === 1,
        stock: r!.stock,
        requested: p.count ?? null,
        enough: r!.stock >= (p.count ?? 1),
        shops: shops.filter((s) => s.product_id === p.id).map(({ product_id: _, ...s }) => s),
      }))
  })
  route(app, E.checkoutStatus, async (c, { query }) => {
    const rows = await checkoutRows(c, [...new Set(query.productIds)])
    return rows.map((r) => ({
      id: r.id,
      active: r.active === 1,
      available: r.available === 1,
      is_stock: r.is_stock === 1,
      stock: r.stock,
      price: r.price,
    }))
  })
  route(app, E.shopProduct, async (c, { query }) => {
    const { where, order } =
      query.type === 'discount'
        ? PRODUCT_LISTS.discount
        : query.type === 'new'
          ? PRODUCT_LISTS.newest
          : PRODUCT_LISTS.rated
    const [results, cnt] = await Promise.all([
      cardsWhere(c, where, [], order, query.page_size, (query.page - 1) * query.page_size),
      productCountWhere(c, where),
    ])
    const count = cnt[0]?.n ?? 0
    const pages = Math.ceil(count / query.page_size)
    return {
      products: {
        results,
        count,
        next: query.page < pages ? query.page + 1 : null,
        previous: query.page > 1 ? query.page - 1 : null,
      },
    }
  })
  route(app, E.slugCheck, async (c, { body }) => {
    const to = body.new_lang
    const slug = body.current_slug.toLowerCase()
    if (body.object_type === 'product') {
      const r = await productSlugIn(c, to, slug)
      if (!r[0]) throw notFound('Unknown slug')
      return { slug: r[0].s, object_type: 'product', id: r[0].id }
    }
    if (body.object_type === 'category') {
      const cat = findCategory(await categories(c), slug, body.current_lang ?? c.get('locale'))
      if (!cat) throw notFound('Unknown slug')
      return { slug: catSlug(cat, to), object_type: 'category', id: cat.id }
    }
    if (body.object_type === 'article') {
      const hit = await articleBySlug(c, body.current_slug)
      if (!hit[0]) throw notFound('Unknown slug')
      const t = await articleSlugIn(c, to, hit[0].id)
      return { slug: t[0]?.slug ?? body.current_slug, object_type: 'article', id: hit[0].id }
    }
    // Brand and CMS page slugs are the same in every language.
    if (body.object_type === 'brand') {
      const b = await brandBySlug(c, slug)
      if (!b[0]) throw notFound('Unknown slug')
      return { slug: b[0].slug, object_type: 'brand', id: b[0].id }
    }
    return { slug: body.current_slug, object_type: body.object_type, id: null }
  })
  // Credit offers: each company's terms, with the least (min_price) and, when it has one, the most
  // (max_price) it lends, so the storefront offers no credit the company refuses (creditOffersFor).
  // Not narrowed by the products' prices: product_ids name the products, not their counts, promo or
  // points, so one of each is not what a cart pays (a pharmacy cart of 5 x 119 lei was offered no Iute
  // credit from 500: their one-of-each sum is 119). The storefront checks min_price and max_price
  // against the amount it shows.
  route(app, E.credits, async (c) => {
    const { companies } = await creditCompanies(c)
    const options = companies.map((d) => ({
      credit_company: d.credit_company,
      title: d.title,
      months: d.months,
      rate: d.rate,
      min_price: d.min_amount,
      ...(d.max_amount > 0 ? { max_price: d.max_amount } : {}),
    }))
    return { options, companies: companies.map((d) => ({ id: d.credit_company, title: d.title })) }
  })
  // Priced by the same check as /calculator/credit-price/ (quoteFor): a term or an amount the company refuses is a 400.
  route(app, E.creditCalculate, async (c, { body }) => {
    const { companies } = await creditCompanies(c)
    const company = companies.find((d) => d.credit_company === body.credit_company)
    if (!company) throw notFound('Unknown credit company')
    let amount = body.amount ?? 0
    if (body.product_ids?.length) {
      const r = await priceSum(c, body.product_ids)
      amount = r[0]?.s ?? 0
    }
    if (amount <= 0) throw new ApiError(400, 'Invalid body', { amount: ['amount or product_ids is required'] })
    return { credit_company: company.credit_company, ...quoteFor(company, amount, body.months) }
  })
  // The shop's favourites; with ?area the adverts area's (decision 0045).
  routeByArea(
    app,
    E.favorites,
    async (c) => favorites(c, (await requireUser(c)).id),
    E.advertFavorites,
    advertArea.favorites,
  )
  routeByArea(
    app,
    E.addFavorite,
    async (c, { body }) => {
      const user = await requireUser(c)
      if (!(await productExists(c, body.product_id))) throw notFound('Unknown product')
      await addFavorite(c, user.id, body.product_id)
      return favorites(c, user.id)
    },
    E.addAdvertFavorite,
    advertArea.addFavorite,
  )
  routeByArea(
    app,
    E.deleteFavorite,
    async (c, { body }) => {
      const user = await requireUser(c)
      if (body.clear_all) await clearFavorites(c, user.id)
      else if (body.product_id) await removeFavorite(c, user.id, body.product_id)
      else throw new ApiError(400, 'Invalid body', { product_id: ['product_id or clear_all is required'] })
      return favorites(c, user.id)
    },
    E.deleteAdvertFavorite,
    advertArea.deleteFavorite,
  )
  route(app, E.brands, async (c, { query }) => {
    const where: string[] = []
    const params: unknown[] = []
    if (query.letter) {
      where.push('upper(substr(b.name, 1, 1)) = ?')
      params.push(query.letter.toUpperCase())
    }
    if (query.featured !== undefined) where.push(`b.featured = ${query.featured ? 1 : 0}`)
    const w = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const [rows, cnt] = await brandPage(c, w, params, query.page_size, (query.page - 1) * query.page_size)
    const total = cnt[0]?.n ?? 0
    return {
      data: rows.map((b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        image: abs(c, b.image),
        featured: b.featured === 1,
        productCount: b.n,
      })),
      totalCount: total,
      pages: Math.ceil(total / query.page_size),
    }
  })
  route(app, E.brand, async (c, { params, query }) => {
    const slug = params.slug.toLowerCase()
    const rows = await brandBySlugOrId(c, slug)
    const b = rows[0]
    if (!b) throw notFound('Unknown brand')
    const out = await listing(c, query, { brandId: b.id })
    return {
      ...out,
      brand: {
        id: b.id,
        name: b.name,
        slug: b.slug,
        image: abs(c, b.image),
        featured: b.featured === 1,
        productCount: out.totalCount,
        description: parseJson<Record<string, string>>(b.descr, {})[c.get('locale')] ?? '',
      },
    }
  })
  void baseUrl
  return app
}
