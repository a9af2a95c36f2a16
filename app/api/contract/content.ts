import { z } from 'zod'
import { fromDrfPage, pageLinkSchema, productCardSchema } from './catalogue'
import {
  dateText,
  emptyAs,
  endDate,
  flagValue,
  fromOtherNames,
  intId,
  intNum,
  isRecord,
  num,
  orDefault,
  orNull,
  pageTextAnswer,
  wholeCount,
} from './common'
import { itemsOf } from './items'
import { emailSchema, idSchema, qBool, qInt, qStr } from './params'
import { STATIC_PAGES } from './static-pages'

/** Settings pages and content calls (storefront spec 7.1). */

/**
 * A static settings page (spec 7.1: "static content pages", no shape shown): its html required, as
 * `content`, else `html`, else `text`, or the answer itself when it is a string; the title (the page
 * shows its own) and the SEO fields '' when absent, null or malformed (review R1).
 */
const staticPageObject = z.object({
  title: orDefault(z.string(), ''),
  content: z.string(),
  seo_title: orDefault(z.string(), ''),
  seo_description: orDefault(z.string(), ''),
})
export const staticPageSchema = z
  .preprocess(pageTextAnswer, staticPageObject)
  .meta({ alt: 'the html as `html` or `text`, or the answer a string of html' }) as unknown as typeof staticPageObject
export { STATIC_PAGES }
export const staticPageKindSchema = z.enum(STATIC_PAGES)

/** The home page's settings (not shown in the spec): each field [] or '' when absent, null or malformed (review R1). */
export const mainPageSettingsSchema = z.object({
  blocks: orDefault(z.array(z.string()), []),
  seo_title: orDefault(z.string(), ''),
  seo_description: orDefault(z.string(), ''),
  seo_text: orDefault(z.string(), ''),
})
const NO_MANIFEST = { name: '', short_name: '', theme_color: '' }
const siteFiles = z.object({
  robots: orDefault(z.string(), ''),
  ads_txt: orDefault(z.string(), null),
  favicon: orDefault(z.string(), null),
  manifest: orDefault(
    z.object({
      name: orDefault(z.string(), ''),
      short_name: orDefault(z.string(), ''),
      theme_color: orDefault(z.string(), ''),
    }),
    NO_MANIFEST,
  ),
})
/**
 * The default site files (GET /settings/default-site-files/; spec 7.1 shows no answer). Each field is
 * ours: absent or null is none (robots.txt and the manifest are then the shop's own, ads.txt a 404:
 * none configured), and `[]` - an empty object as PHP's json_encode writes one - has none (review R1:
 * ads.txt answered 503 as if the back end had failed).
 */
export const defaultSiteFilesSchema = z
  .preprocess((value) => (Array.isArray(value) && value.length === 0 ? {} : emptyAs({})(value)), siteFiles)
  .meta({ alt: '[] or no body (204) for none' }) as unknown as typeof siteFiles

export const newsletterBodySchema = z.object({ email: emailSchema })

/**
 * A page built in the admin (spec: "returns html, ignore_layout, show_breadcrumbs"): the html
 * required, the two flags as booleans or 1/0 (the spec names no type; review R1), absent or null the
 * page's usual layout with breadcrumbs (session 61's operator audit: a page with only its html, or
 * nullable flags, was a 404); ours default when absent or null: id 0, title '' (the loader takes the
 * html's first h1), slug '' (the loader takes the path asked for), seo_title '' and seo_description ''.
 */
export const cmsPageSchema = z.object({
  id: orDefault(intId, 0),
  title: orDefault(z.string(), ''),
  slug: orDefault(z.string(), ''),
  html: z.string(),
  // Absent or null takes the usual page; a value that is no flag still fails (a second back end's test).
  ignore_layout: flagValue
    .nullish()
    .transform((v) => v ?? false)
    .meta({ absent: 'false' }),
  show_breadcrumbs: flagValue
    .nullish()
    .transform((v) => v ?? true)
    .meta({ absent: 'true' }),
  seo_title: orDefault(z.string(), ''),
  seo_description: orDefault(z.string(), ''),
})
export type CmsPage = z.infer<typeof cmsPageSchema>

/**
 * A list inside an answer (a promotion's or a custom list's products, an album's photos) whose shape
 * the spec does not show: a bare list, or the list in DRF's `{ results }` or in `{ data }` (session 61's
 * operator audit: a promotion's products and a custom list's were a 503 so). An answer that is itself
 * the list is unwrapped by itemsOf (field ''). For z.preprocess.
 */
const listIn = (value: unknown): unknown =>
  isRecord(value) ? ([value.results, value.data].find(Array.isArray) ?? value) : value

export const slidersQuerySchema = z.object({ is_product_page: qBool.optional(), key: qStr(60).optional() })
/** A slider (spec: carouselName, slug, products). Ours: id, 0 when absent. */
export const sliderSchema = z.object({
  id: orDefault(intId, 0),
  carouselName: z.string(),
  slug: z.string(),
  products: itemsOf(productCardSchema, 'products'),
})
export const slidersSchema = itemsOf(sliderSchema, '')

export const categoryTileSchema = z.object({
  id: intId,
  title: z.string(),
  url: z.string(),
  image: orNull(z.string()),
  /** null when absent, null or malformed: the tile shows no count (review R1). */
  productCount: orDefault(num, null),
})
/** The home page's featured categories; view_mode absent, null or malformed is 'grid'. */
export const similarCategorySchema = z.object({
  categories: itemsOf(categoryTileSchema, 'categories'),
  view_mode: orDefault(z.string(), 'grid'),
})
export const carouselCategorySchema = itemsOf(categoryTileSchema, '')

export const ADVANTAGE_KEYS = ['product_why_we', 'product_page', 'main_page', 'category_page'] as const
export const advantageSchema = z.object({
  id: intId,
  title: z.string(),
  // No description (absent or null) is an advantage with its title alone (session 59: it was dropped).
  description: orDefault(z.string(), ''),
  icon: orNull(z.string()),
})
export const advantagesSchema = z.object({ advantages: itemsOf(advantageSchema, 'advantages') })

const productSliderObject = z.object({ products: itemsOf(productCardSchema, 'products') })
/**
 * A home page product slider: `{ products }`, or a bare list of cards (the spec: "keeps items with
 * is_stock, first 10"; review R1).
 */
export const productSliderSchema = z
  .preprocess((value) => (Array.isArray(value) ? { products: value } : value), productSliderObject)
  .meta({ alt: 'a bare list of product cards' }) as unknown as typeof productSliderObject
export const productOfTheDaySchema = z.object({
  product: orNull(productCardSchema),
  expireDate: orDefault(dateText, null),
})

/**
 * A promotion (spec 3 "Promotions: is_active, expireDate"). Ours default when absent or null:
 * description '', startDate null.
 */
export const promotionSchema = z.object({
  id: intId,
  title: z.string(),
  slug: orNull(z.string()),
  img: orNull(z.string()),
  description: orDefault(z.string(), ''),
  // ISO text; a day-first date (31.12.2099) is that day (session 59: it was never "in the future");
  // null or absent: no end date, shown while active (endDate).
  expireDate: endDate,
  startDate: orDefault(dateText, null),
  // Absent or null: active, the expiry decides (session 61: such a promotion was dropped).
  is_active: flagValue
    .nullish()
    .transform((v) => v ?? true)
    .meta({ absent: 'true' }),
})
export const promotionsQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, 100).default(12),
  active: qBool.optional(),
})
const promotionPage = z.object({
  data: itemsOf(promotionSchema, 'data'),
  totalCount: intNum,
  pages: intNum,
})
/** The promotions: `{ data, totalCount, pages }`, or a bare list (one page of them all). */
export const promotionListSchema = z
  // DRF's page too (session 59: a 503), as the companies and the brands read it.
  .preprocess(
    (value) => (Array.isArray(value) ? { data: value, totalCount: value.length, pages: 1 } : fromDrfPage(value)),
    promotionPage,
  )
  .meta({ alt: 'a bare list of promotions (one page)' }) as unknown as typeof promotionPage
export const promotionDetailSchema = promotionSchema.extend({
  products: z.preprocess(listIn, itemsOf(productCardSchema, 'products')),
})
export const categoryProductsMainSchema = itemsOf(
  z.object({ category: categoryTileSchema, products: itemsOf(productCardSchema, 'products') }),
  '',
)

// A status without a slug is a status all the same: its tab is chosen by id (status_id).
export const articleStatusSchema = z.object({ id: intId, name: z.string(), slug: orDefault(z.string(), '') })
/**
 * An article (spec 3 "News": the list's fields; the items' not shown). Ours default when absent, null or
 * malformed: short_description '', status null (no status tab), type 'news'; on the detail page seo_* ''
 * (the page's title and description then come from the article).
 */
export const articleSchema = z.object({
  id: intId,
  title: z.string(),
  slug: z.string(),
  img: orDefault(z.string(), null),
  short_description: orDefault(z.string(), ''),
  // A status named by its id alone ("2") is that status; the list names it from its statuses (below).
  status: orDefault(z.union([articleStatusSchema, intId.transform((id) => ({ id, name: '', slug: '' }))]), null),
  /** Null: no date shown; read as `date`, `published_at` or `created` when absent. */
  created_at: orDefault(dateText, null),
  type: orDefault(z.enum(['news', 'blog']), 'news'),
})
/**
 * The article's date and slug under their other likely names (the spec names no article field; its
 * route is "articles/{url}": session 61's operator audit, an article named by `url` was dropped).
 */
const articleDated = fromOtherNames({ created_at: ['date', 'published_at', 'created'], slug: ['url'] })
/**
 * The detail: its text as `content`, else `description`, `text` or `body`, none when absent or null;
 * the article itself may come wrapped as `{ data: {...} }` (session 59's operator audit: each made the
 * page a 503 with the title at hand).
 */
const articleDetailed = (raw: unknown): unknown => {
  const inner = isRecord(raw) && isRecord(raw.data) && raw.id === undefined ? raw.data : raw
  return fromOtherNames({ content: ['description', 'text', 'body'] })(articleDated(inner))
}
const articleDetailObject = articleSchema.extend({
  content: orDefault(z.string(), ''),
  seo_title: orDefault(z.string(), ''),
  seo_description: orDefault(z.string(), ''),
  seo_keywords: orDefault(z.string(), ''),
})
export const articleDetailSchema = z.preprocess(articleDetailed, articleDetailObject)
const articleItemSchema = z.preprocess(articleDated, articleSchema)
export const articleListQuerySchema = z.object({
  slug: qStr(60).optional(),
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, 100).default(6),
  status_id: qInt(1, 999_999).optional(),
})
/**
 * The article list (spec: "returns data, totalCount, pages, statuses"; the news fields add
 * page_size, current_page_count, next, previous, custom_status). The four required (counts may be
 * digit strings); the rest default when absent or malformed: page_size and current_page_count the
 * items' count, next and previous null (or read from a page URL), custom_status null.
 */
export const articleListSchema = z
  .object({
    data: itemsOf(articleItemSchema, 'data'),
    totalCount: wholeCount,
    pages: wholeCount,
    page_size: wholeCount.nullish().catch(null).meta({ absent: "the items' count" }),
    current_page_count: wholeCount.nullish().catch(null).meta({ absent: "the items' count" }),
    next: pageLinkSchema,
    previous: pageLinkSchema,
    // absent or null: no status tabs (session 59: a list without them was a 503)
    statuses: orDefault(itemsOf(articleStatusSchema, 'statuses'), []),
    custom_status: articleStatusSchema
      .nullish()
      .catch(null)
      .transform((v) => v ?? null),
  })
  .transform((list) => ({
    ...list,
    // An article's status sent as its id takes its name from the list's statuses (session 61); one the
    // statuses do not name shows none.
    data: list.data.map((article) => {
      if (!article.status || article.status.name) return article
      const named = list.statuses.find((s) => s.id === article.status?.id)
      return { ...article, status: named ?? null }
    }),
    page_size: list.page_size ?? list.data.length,
    current_page_count: list.current_page_count ?? list.data.length,
  }))
export const articleRecommendedSchema = itemsOf(articleItemSchema, '')

export const seoQuerySchema = z
  .object({ article_slug: qStr(300).optional(), product_slug: qStr(300).optional() })
  .refine((q) => q.article_slug || q.product_slug, {
    message: 'article_slug or product_slug is required',
    path: ['article_slug'],
  })
export const seoSchema = z.object({
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  img: orNull(z.string()),
})

/** FAQ entries (no shape shown): a question; its answer absent or null is none (an entry is not dropped for it). */
export const faqSchema = itemsOf(z.object({ id: intId, question: z.string(), answer: orDefault(z.string(), '') }), '')
/**
 * The services (no shape shown): an id and a title; the description (HTML, as the FAQ's answers)
 * absent or null is none, and a price that is no number (absent, null, "от 50") is not printed
 * (session 61's operator audit: such services were dropped).
 */
export const servicesSchema = itemsOf(
  z.object({
    id: intId,
    title: z.string(),
    description: orDefault(z.string(), ''),
    price: orDefault(num, null),
    img: orNull(z.string()),
  }),
  '',
)
export const orderGuideSchema = itemsOf(
  z.object({
    id: intId,
    step: num,
    title: z.string(),
    description: z.string(),
    img: orNull(z.string()),
  }),
  '',
)
export const sellersSchema = itemsOf(
  z.object({ id: intId, name: z.string(), phone: orDefault(z.string(), ''), img: orNull(z.string()) }),
  '',
)

export const contactsQuerySchema = z.object({ group_id: qInt(1, 999_999).optional() })
/** Texts of a contact the back end may leave out or null (session 59's operator audit: an `email: null` dropped the contact): empty, not shown. */
const contactText = orDefault(z.string().trim(), '')
/** A list of phones or e-mails: the empty ones left out. */
const contactTexts = orDefault(
  z.array(z.unknown()).transform((list) => list.flatMap((v) => (typeof v === 'string' && v.trim() ? [v.trim()] : []))),
  [],
)
export const contactSchema = z.object({
  id: intId,
  title: contactText,
  group_id: orDefault(intId, null),
  phone: contactText,
  email: contactText,
  address: contactText,
  schedule: contactText,
})
export const contactsSchema = itemsOf(contactSchema, '')
/**
 * The contacts page's own text (spec 7.1 "contacts with params"; no shape shown): every part may be
 * absent or null - a `map: null` made the whole page a 503 before (session 59's operator audit).
 */
const pageContactsObject = z.object({
  title: contactText,
  address: contactText,
  phones: contactTexts,
  emails: contactTexts,
  map: orDefault(z.object({ lat: num, lon: num }), null),
  schedule: orDefault(
    itemsOf(z.object({ days: z.string(), hours: z.string() }), 'schedule').transform((list) =>
      list.filter((s) => s.days.trim() || s.hours.trim()),
    ),
    [],
  ),
})
/**
 * The contacts page's text, or a list of it (the spec shows no shape; session 67's operator audit: a
 * list made /contacts a 503): a list is read as its first object, an empty one or no body as no text
 * of the page's own (each part its default: the page shows the rest).
 */
export const pageContactsSchema = z
  .preprocess((value) => (Array.isArray(value) ? (value.find(isRecord) ?? {}) : emptyAs({})(value)), pageContactsObject)
  .meta({ alt: 'a list (its first object), [] or no body for none' }) as unknown as typeof pageContactsObject
export const contactGroupsSchema = itemsOf(
  z.object({ id: intId, title: contactText, contacts: orDefault(itemsOf(contactSchema, 'contacts'), []) }),
  '',
)

/**
 * A shop (spec: shopId, isOpen, sorted). isOpen absent is not said: the shop is called neither open
 * nor closed. Ours, defaulted: a title (else its name, else its address, else "#id"), coordinates (null: not on the map - a shop without them was left out of pickup and the
 * contacts page before), address, phone, schedule.
 */
export const storeSchema = z
  .object({
    shopId: intId,
    title: orDefault(z.string().trim().min(1), null).meta({ absent: 'name, else address, else #shopId' }),
    name: orDefault(z.string().trim().min(1), null).meta({ alt: 'title' }),
    address: orDefault(z.string(), ''),
    phone: orDefault(z.string(), ''),
    lat: orDefault(num, null).meta({ absent: 'null: not on the map' }),
    lon: orDefault(num, null).meta({ absent: 'null: not on the map' }),
    isOpen: orDefault(flagValue, null).meta({ absent: 'null: not said (neither open nor closed shown)' }),
    sorted: orDefault(num, 0),
    schedule: orDefault(
      itemsOf(z.object({ day: num, open: orNull(z.string()), close: orNull(z.string()) }), 'schedule'),
      [],
    ),
  })
  .transform(({ title, name, ...store }) => ({
    ...store,
    title: title ?? name ?? (store.address.trim() || `#${store.shopId}`),
  }))
export const storesSchema = itemsOf(storeSchema, '')

/**
 * Video reviews (no shape shown): an id and the video's link, also read as `video`, `link` or
 * `video_url`; a title absent or null is none (session 61's operator audit: such reviews were dropped).
 */
export const videoReviewsSchema = itemsOf(
  z.preprocess(
    fromOtherNames({ url: ['video', 'link', 'video_url'] }),
    z.object({
      id: intId,
      title: orDefault(z.string(), ''),
      url: z.string(),
      preview: orNull(z.string()),
      product_id: orDefault(intId, null),
    }),
  ),
  '',
)
/**
 * Customer reviews (no shape shown): an id and the text, also read under other back ends' names, as the
 * product reviews are (`comment`, `review`; the author as `name` or `user_name`; the date as `created`
 * or `date`). No author, no rating or no date: none shown; a fractional rating is rounded to whole
 * stars by the page (session 61's operator audit: three reviews of four were dropped).
 */
export const customerReviewsSchema = itemsOf(
  z.preprocess(
    fromOtherNames({
      text: ['comment', 'review', 'content'],
      author: ['name', 'user_name', 'author_name'],
      created_at: ['created', 'date'],
    }),
    z.object({
      id: intId,
      author: orDefault(z.string(), ''),
      text: z.string(),
      rating: orDefault(num, null),
      created_at: orDefault(dateText, null),
    }),
  ),
  '',
)

/**
 * A vacancy (spec 3 "Vacancies: show_on_main_page", 7.1 no shape): its id and title, and whether the
 * home page shows it; the rest defaults when absent or null - no description, no city, no salary, no
 * requirements (session 60's operator audit: a vacancy without its city or requirements was dropped,
 * and the career page said there were none). show_on_main_page absent is not on the home page.
 */
export const vacancySchema = z.object({
  id: intId,
  title: z.string(),
  description: orDefault(z.string(), ''),
  salary: orNull(z.string()),
  city: orDefault(z.string(), ''),
  show_on_main_page: orDefault(flagValue, false),
  requirements: orDefault(itemsOf(z.string(), 'requirements'), []),
})
export const vacanciesQuerySchema = z.object({ show_on_main_page: qBool.optional() })
export const vacanciesSchema = itemsOf(vacancySchema, '')

export const phoneField = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone number')
/** The CV file of the resume form, sent base64 inside the JSON body (admin API body limit 256 kB). */
export const RESUME_FILE_MAX_BYTES = 180 * 1024
export const RESUME_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'text/plain',
] as const
/**
 * What each résumé type starts with and is named: a file is what its bytes and its name say, not only
 * what the browser declared (session 61's audit: an HTML page sent as application/pdf, named
 * cv.pdf.html, was stored). Plain text has no signature: it holds no NUL byte.
 */
const RESUME_SIGNATURES: Record<(typeof RESUME_FILE_TYPES)[number], { starts: number[] | null; names: RegExp }> = {
  'application/pdf': { starts: [0x25, 0x50, 0x44, 0x46], names: /\.pdf$/i },
  'application/msword': { starts: [0xd0, 0xcf, 0x11, 0xe0], names: /\.doc$/i },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    starts: [0x50, 0x4b, 0x03, 0x04],
    names: /\.docx$/i,
  },
  'application/rtf': { starts: [0x7b, 0x5c, 0x72, 0x74, 0x66], names: /\.rtf$/i },
  'text/plain': { starts: null, names: /\.txt$/i },
}
/** The first bytes of a base64 text: its first 512 characters (a whole number of groups) are 384 bytes. */
function leadingBytes(data: string): number[] {
  try {
    return Array.from(atob(data.slice(0, 512)), (ch) => ch.charCodeAt(0))
  } catch {
    return []
  }
}
/** Whether a résumé's first bytes and its name are of the type it declares (RESUME_SIGNATURES). */
export function resumeFileMatches(file: {
  name: string
  type: (typeof RESUME_FILE_TYPES)[number]
  data: string
}): boolean {
  const { starts, names } = RESUME_SIGNATURES[file.type]
  if (!names.test(file.name.trim())) return false
  const bytes = leadingBytes(file.data)
  return starts === null ? !bytes.includes(0) : starts.every((byte, i) => bytes[i] === byte)
}
export const resumeFileSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    type: z.enum(RESUME_FILE_TYPES),
    data: z
      .string()
      .max(Math.ceil(RESUME_FILE_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'the file as base64 text'),
  })
  .refine(resumeFileMatches, { message: 'a file whose content and name are of the type it declares', path: ['data'] })
export const resumeBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  phone: phoneField,
  email: emailSchema.optional(),
  vacancy_id: idSchema.optional(),
  message: z.string().max(5000).optional(),
  file: resumeFileSchema.optional(),
})
export const consultationBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  phone: phoneField,
  date: z.string().max(40).optional(),
  message: z.string().max(5000).optional(),
})
export const userRequestBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  phone: phoneField.optional(),
  email: emailSchema.optional(),
  message: z.string().trim().min(1).max(5000),
})

/**
 * A photo (no shape shown): an id and its address, also read as `image`, `file` or `src`; a title
 * absent or null is none. An album's photos absent are none (a list of albums may leave them to the
 * album's own call), and its count then `images_count` (null: not said). Session 61's operator audit:
 * such albums and photos were dropped, and the gallery said it was empty.
 */
export const galleryImageSchema = z.preprocess(
  fromOtherNames({ url: ['image', 'file', 'src'] }),
  z.object({ id: intId, url: z.string(), title: orDefault(z.string(), '') }),
)
export const galleryAlbumSchema = z.object({
  id: intId,
  title: z.string(),
  cover: orNull(z.string()),
  images: orDefault(z.preprocess(listIn, itemsOf(galleryImageSchema, 'images')), []),
  images_count: orDefault(wholeCount, null),
})
export const galleryListSchema = itemsOf(galleryAlbumSchema, '')
export const galleryAllImagesSchema = itemsOf(galleryImageSchema, '')
export const partnersQuerySchema = z.object({ region_id: qInt(1, 999).optional() })
/**
 * Partners (no shape shown): an id and a name. The region groups them on the page: an object, or its id
 * alone (no title), or absent or null (the partners without a region are listed last, under no
 * heading). Session 61's operator audit: such partners were dropped.
 */
export const partnersSchema = itemsOf(
  z.object({
    id: intId,
    name: z.string(),
    logo: orNull(z.string()),
    url: orNull(z.string()),
    region: orDefault(
      z.union([
        z.object({ id: intId, title: orDefault(z.string(), '') }),
        intId.transform((id) => ({ id, title: '' })),
      ]),
      null,
    ),
  }),
  '',
)

/**
 * A custom entity list (spec 7.1: "with params", no shape): an id and a title; its html absent or null
 * is none, and its products - a list, or in `{ data }` or DRF's `{ results }`, or named `items` - absent
 * are none (session 61's operator audit: each of those was a 503).
 */
export const customInstanceSchema = z.preprocess(
  fromOtherNames({ products: ['items'] }),
  z.object({
    id: intId,
    title: z.string(),
    html: orDefault(z.string(), ''),
    products: orDefault(z.preprocess(listIn, itemsOf(productCardSchema, 'products')), []),
  }),
)

/** The storefront origin the sitemap's URLs use (default: X-Forwarded-Host, else https://{theme}.example.com). */
export const sitemapQuerySchema = z.object({
  base_url: qStr(200)
    .refine((s) => /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(s), 'an origin like https://shop.example.com')
    .optional(),
  /** A child of a sitemap index (`{site}/sitemap.xml?page=N`); none: the sitemap or its index. */
  page: qInt(1, 10_000).optional(),
})
