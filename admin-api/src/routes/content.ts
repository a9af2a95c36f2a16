import { endpoints as E } from '#contract/endpoints.ts'
import { notFound } from '../lib/api-error'
import { optionalUser } from '../lib/auth'
import { type App, baseUrl, type Ctx, parseJson, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import {
  articleIdBySlug,
  articleRows,
  type ContentFilter,
  contentCount,
  contentDocs,
  type Doc,
  productSeoRows,
  shopRows,
} from '../services/content'
import { cardsByIds, cardsWhere, categories, catSlug, catTitle, isShopOpen, PRODUCT_LISTS } from '../services/products'
import { abs } from '../services/settings'
import { SITEMAP_MAX_URLS, sitemapFile, sitemapXml } from '../services/sitemap'
import { storeSubmission } from '../services/submissions'
import { requireFormAllowed } from '../services/write-limits'

const one = async <T = Doc>(c: Ctx, kind: string, f: ContentFilter): Promise<T> => {
  const [d] = await contentDocs<T>(c, kind, { ...f, limit: 1 })
  if (!d) throw notFound()
  return d
}

const s = (v: unknown, d = '') => (typeof v === 'string' ? v : d)
const n = (v: unknown, d = 0) => (typeof v === 'number' ? v : d)
const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [])

function articleOut(c: Ctx, d: Doc, grp: string | null) {
  return {
    id: d.id,
    title: s(d.title),
    slug: s(d.slug),
    img: abs(c, s(d.img) || null),
    short_description: s(d.short_description),
    status: d.status as { id: number; name: string; slug: string },
    created_at: s(d.created_at),
    type: (grp === 'blog' ? 'blog' : 'news') as 'news' | 'blog',
  }
}

function promotionOut(c: Ctx, d: Doc) {
  const expire = s(d.expireDate)
  return {
    id: d.id,
    title: s(d.title),
    slug: s(d.slug) || null,
    img: abs(c, s(d.img) || null),
    description: s(d.description),
    expireDate: expire,
    startDate: s(d.startDate) || null,
    is_active: Date.parse(expire) > Date.now(),
  }
}

async function tiles(c: Ctx, catIds: number[]) {
  const cats = await categories(c)
  const l = c.get('locale')
  return catIds
    .map((id) => cats.find((x) => x.id === id))
    .filter((x) => !!x)
    .map((cat) => ({
      id: cat!.id,
      title: catTitle(cat!, l),
      url: catSlug(cat!, l),
      image: abs(c, cat!.image),
      productCount: cat!.product_count,
    }))
}

export function contentRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.cmsPage, async (c, { params }) => {
    const path = params.path.replace(/\/html$/, '').replace(/^\/+|\/+$/g, '')
    const d = await one(c, 'page', { slug: path })
    return {
      id: d.id,
      title: s(d.title),
      slug: s(d.slug),
      html: s(d.html),
      ignore_layout: d.ignore_layout === true,
      show_breadcrumbs: d.show_breadcrumbs !== false,
      seo_title: s(d.seo_title),
      seo_description: s(d.seo_description),
    }
  })
  route(app, E.sliders, async (c, { query }) => {
    let docs = await contentDocs(c, 'slider')
    if (query.key) docs = docs.filter((d) => d.slug === query.key)
    if (query.is_product_page !== undefined)
      docs = docs.filter((d) => (d.is_product_page === true) === query.is_product_page)
    return Promise.all(
      docs.map(async (d) => ({
        id: d.id,
        carouselName: s(d.carouselName),
        slug: s(d.slug),
        products: await cardsByIds(c, ids(d.product_ids), { activeOnly: true }),
      })),
    )
  })
  route(app, E.slidesBanner, async (c) => {
    const docs = await contentDocs(c, 'slide')
    return docs.map((d) => ({
      id: d.id,
      title: s(d.title),
      img: abs(c, s(d.img))!,
      img_mobile: abs(c, s(d.img_mobile) || null),
      url: s(d.url) || null,
      show_on: (d.show_on ?? null) as never,
      category_id: typeof d.category_id === 'number' ? d.category_id : null,
    }))
  })
  route(app, E.similarCategory, async (c) => {
    const d = await one(c, 'similar_category', {})
    return { categories: await tiles(c, ids(d.category_ids)), view_mode: s(d.view_mode, 'grid') }
  })
  route(app, E.carouselCategory, async (c) => {
    const d = await one(c, 'carousel_category', {})
    return tiles(c, ids(d.category_ids))
  })
  route(app, E.advantages, async (c, { params }) => {
    const docs = await contentDocs(c, 'advantage', { grp: params.key })
    return {
      advantages: docs.map((d) => ({
        id: d.id,
        title: s(d.title),
        description: s(d.description),
        icon: abs(c, s(d.icon) || null),
      })),
    }
  })
  route(app, E.newProducts, async (c) => ({
    products: await cardsWhere(c, PRODUCT_LISTS.newest.where, [], PRODUCT_LISTS.newest.order, 10),
  }))
  route(app, E.popularProducts, async (c) => ({
    products: await cardsWhere(c, PRODUCT_LISTS.popular.where, [], PRODUCT_LISTS.popular.order, 12),
  }))
  route(app, E.productOfTheDay, async (c) => {
    const [d] = await contentDocs(c, 'product_of_the_day', { limit: 1 })
    if (!d) return { product: null, expireDate: null }
    const [card] = await cardsByIds(c, [n(d.product_id)], { activeOnly: true })
    return { product: card ?? null, expireDate: s(d.expireDate) || null }
  })
  route(app, E.promotions, async (c, { query }) => {
    let docs = (await contentDocs(c, 'promotion')).map((d) => promotionOut(c, d))
    if (query.active !== undefined) docs = docs.filter((p) => p.is_active === query.active)
    const total = docs.length
    const start = (query.page - 1) * query.page_size
    return {
      data: docs.slice(start, start + query.page_size),
      totalCount: total,
      pages: Math.ceil(total / query.page_size),
    }
  })
  route(app, E.promotion, async (c, { params }) => {
    const d = await one(c, 'promotion', { id: params.id })
    return { ...promotionOut(c, d), products: await cardsByIds(c, ids(d.product_ids), { activeOnly: true }) }
  })
  route(app, E.categoryProductsMain, async (c) => {
    const d = await one(c, 'carousel_category', {})
    const t = (await tiles(c, ids(d.category_ids))).slice(0, 4)
    const cats = await categories(c)
    return Promise.all(
      t.map(async (tile) => {
        const lvl = cats.find((x) => x.id === tile.id)?.level ?? 3
        return {
          category: tile,
          products: await cardsWhere(
            c,
            `p.cat${lvl} = ? AND p.active = 1 AND p.is_stock = 1`,
            [tile.id],
            'p.sort_priority DESC, p.id DESC',
            8,
          ),
        }
      }),
    )
  })
  route(app, E.articles, async (c, { query }) => {
    const grp = query.slug === 'blog' || query.slug === 'news' ? query.slug : undefined
    const statusDocs = await contentDocs<{ id: number; name: string; slug: string }>(c, 'article_status')
    let status = query.status_id
    const custom = query.slug && !grp ? statusDocs.find((x) => x.slug === query.slug) : undefined
    if (custom) status = custom.id
    const f = { grp, status }
    const [total, docs] = await Promise.all([
      contentCount(c, 'article', f),
      articleRows(c, { grp, status, limit: query.page_size, offset: (query.page - 1) * query.page_size }),
    ])
    const pages = Math.ceil(total / query.page_size)
    const data = docs.map((r) => articleOut(c, parseJson<Doc>(r.data, { id: 0 }), r.grp))
    return {
      data,
      totalCount: total,
      pages,
      page_size: query.page_size,
      current_page_count: data.length,
      next: query.page < pages ? query.page + 1 : null,
      previous: query.page > 1 ? query.page - 1 : null,
      statuses: statusDocs,
      custom_status: custom ?? (status ? (statusDocs.find((x) => x.id === status) ?? null) : null),
    }
  })
  route(app, E.articleRecommended, async (c, { params }) => {
    const rows = await articleRows(c, { notId: params.id, limit: 4 })
    return rows.map((r) => articleOut(c, parseJson<Doc>(r.data, { id: 0 }), r.grp))
  })
  route(app, E.article, async (c, { params }) => {
    // Slugs differ per language: look in every language, answer in the requested one.
    const id = (await articleIdBySlug(c, params.slug)) ?? (/^\d{1,9}$/.test(params.slug) ? Number(params.slug) : 0)
    const rows = await articleRows(c, { id })
    const r = rows[0]
    if (!r) throw notFound()
    const d = parseJson<Doc>(r.data, { id: 0 })
    return {
      ...articleOut(c, d, r.grp),
      content: s(d.content),
      seo_title: s(d.seo_title),
      seo_description: s(d.seo_description),
      seo_keywords: s(d.seo_keywords),
    }
  })
  route(app, E.seoArticle, async (c, { query }) => {
    if (query.article_slug) {
      const id = await articleIdBySlug(c, query.article_slug)
      if (id === null) throw notFound()
      const d = await one(c, 'article', { id })
      return {
        seo_title: s(d.seo_title),
        seo_description: s(d.seo_description),
        seo_keywords: s(d.seo_keywords),
        img: abs(c, s(d.img) || null),
      }
    }
    const slug = query.product_slug ?? ''
    const _l = c.get('locale')
    const rows = await productSeoRows(c, slug)
    const p = rows[0]
    if (!p) throw notFound()
    return {
      seo_title: p.title,
      seo_description: p.descr ?? p.title,
      seo_keywords: p.title.split(' ').slice(0, 3).join(', '),
      img: `${baseUrl(c)}/images/product/${p.id}.svg`,
    }
  })
  route(app, E.faq, async (c) =>
    (await contentDocs(c, 'faq')).map((d) => ({ id: d.id, question: s(d.question), answer: s(d.answer) })),
  )
  route(app, E.services, async (c) =>
    (await contentDocs(c, 'service')).map((d) => ({
      id: d.id,
      title: s(d.title),
      description: s(d.description),
      price: n(d.price),
      img: abs(c, s(d.img) || null),
    })),
  )
  route(app, E.orderGuide, async (c) =>
    (await contentDocs(c, 'order_guide')).map((d) => ({
      id: d.id,
      step: n(d.step),
      title: s(d.title),
      description: s(d.description),
      img: abs(c, s(d.img) || null),
    })),
  )
  route(app, E.storeSellers, async (c) =>
    (await contentDocs(c, 'seller')).map((d) => ({
      id: d.id,
      name: s(d.name),
      phone: s(d.phone),
      img: abs(c, s(d.img) || null),
    })),
  )
  const contactOut = (d: Doc) => ({
    id: d.id,
    title: s(d.title),
    group_id: n(d.group_id),
    phone: s(d.phone),
    email: s(d.email),
    address: s(d.address),
    schedule: s(d.schedule),
  })
  route(app, E.contactList, async (c, { query }) =>
    (await contentDocs(c, 'contact', query.group_id ? { grp: String(query.group_id) } : {})).map(contactOut),
  )
  route(app, E.pageContacts, async (c) => {
    const d = await one(c, 'page_contact', {})
    return {
      title: s(d.title),
      address: s(d.address),
      phones: (d.phones as string[]) ?? [],
      emails: (d.emails as string[]) ?? [],
      map: d.map as { lat: number; lon: number },
      schedule: (d.schedule as { days: string; hours: string }[]) ?? [],
    }
  })
  route(app, E.contactGroups, async (c) => {
    const [groups, contacts] = await Promise.all([contentDocs(c, 'contact_group'), contentDocs(c, 'contact')])
    return groups.map((g) => ({
      id: g.id,
      title: s(g.title),
      contacts: contacts.filter((x) => x.group_id === g.id).map(contactOut),
    }))
  })
  route(app, E.stores, async (c) => {
    const l = c.get('locale')
    const rows = await shopRows(c)
    return rows.map((r) => ({
      shopId: r.id,
      title: parseJson<Record<string, string>>(r.titles, {})[l] ?? '',
      address: parseJson<Record<string, string>>(r.addresses, {})[l] ?? '',
      phone: r.phone,
      lat: r.lat,
      lon: r.lon,
      isOpen: isShopOpen(r.hours, r.timezone_offset_min),
      sorted: r.sorted,
      schedule: parseJson<(string[] | null)[]>(r.hours, []).map((h, i) => ({
        day: i + 1,
        open: h?.[0] ?? null,
        close: h?.[1] ?? null,
      })),
    }))
  })
  route(app, E.videoReviews, async (c) =>
    (await contentDocs(c, 'video_review')).map((d) => ({
      id: d.id,
      title: s(d.title),
      url: s(d.url),
      preview: abs(c, s(d.preview) || null),
      product_id: typeof d.product_id === 'number' ? d.product_id : null,
    })),
  )
  route(app, E.customerReviews, async (c) =>
    (await contentDocs(c, 'customer_review')).map((d) => ({
      id: d.id,
      author: s(d.author),
      text: s(d.text),
      rating: n(d.rating),
      created_at: s(d.created_at),
    })),
  )
  const vacancyOut = (d: Doc) => ({
    id: d.id,
    title: s(d.title),
    description: s(d.description),
    salary: s(d.salary) || null,
    city: s(d.city),
    show_on_main_page: d.show_on_main_page === true,
    requirements: (d.requirements as string[]) ?? [],
  })
  route(app, E.vacancies, async (c, { query }) => {
    const list = (await contentDocs(c, 'vacancy')).map(vacancyOut)
    return query.show_on_main_page === undefined
      ? list
      : list.filter((v) => v.show_on_main_page === query.show_on_main_page)
  })
  route(app, E.vacancy, async (c, { params }) => vacancyOut(await one(c, 'vacancy', { id: params.id })))
  // Each form counts per client (signed in: per account), 5 an hour and 20 a day (services/write-limits.ts): 429 over them.
  const submit =
    (kind: string) =>
    async (c: Ctx, { body }: { body: unknown }) => {
      await requireFormAllowed(c, kind, (await optionalUser(c))?.id ?? null)
      return { status: 'ok' as const, id: await storeSubmission(c, kind, body) }
    }
  route(app, E.sendResume, async (c, input) => {
    if (input.body.vacancy_id) await one(c, 'vacancy', { id: input.body.vacancy_id })
    return submit('resume')(c, input)
  })
  route(app, E.bookConsultation, submit('consultation'))
  route(app, E.userRequest, submit('user_request'))
  const albumOut = (c: Ctx, d: Doc) => ({
    id: d.id,
    title: s(d.title),
    cover: abs(c, s(d.cover) || null),
    images: ((d.images as { id: number; url: string; title: string }[]) ?? []).map((i) => ({
      ...i,
      url: abs(c, i.url)!,
    })),
  })
  route(app, E.galleryAllImages, async (c) => (await contentDocs(c, 'gallery')).flatMap((d) => albumOut(c, d).images))
  route(app, E.gallery, async (c) => (await contentDocs(c, 'gallery')).map((d) => albumOut(c, d)))
  route(app, E.galleryAlbum, async (c, { params }) => albumOut(c, await one(c, 'gallery', { id: params.id })))
  route(app, E.partners, async (c, { query }) =>
    (await contentDocs(c, 'partner', query.region_id ? { grp: String(query.region_id) } : {})).map((d) => ({
      id: d.id,
      name: s(d.name),
      logo: abs(c, s(d.logo) || null),
      url: s(d.url) || null,
      region: d.region as { id: number; title: string },
    })),
  )
  route(app, E.customInstance, async (c, { params }) => {
    const d = await one(c, 'custom_instance', { id: params.id })
    return {
      id: d.id,
      title: s(d.title),
      html: s(d.html),
      products: await cardsByIds(c, ids(d.product_ids), { activeOnly: true }),
    }
  })
  route(app, E.sitemap, async (c, { query }) => {
    // Every page of the shop in the site's languages (services/sitemap.ts); past the per-file cap a
    // <sitemapindex> whose children are {site}/sitemap.xml?page=N (the storefront forwards page).
    const base = baseUrl(c).replace(/\/+$/, '')
    const fwd = c.req.header('X-Forwarded-Host')
    const site =
      query.base_url ??
      (fwd && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(fwd) ? `https://${fwd}` : `https://${c.get('site').theme}.example.com`)
    const cap = Number(c.env.SITEMAP_URLS_PER_FILE)
    const perFile = Number.isInteger(cap) && cap > 0 ? Math.min(cap, SITEMAP_MAX_URLS) : SITEMAP_MAX_URLS
    const file = await sitemapFile(c, site, perFile, query.page)
    if (file.kind === 'none') throw notFound()
    return c.body(sitemapXml(file, `generated by admin-api (${base})`), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    })
  })
  return app
}
