import { z } from 'zod'
import * as AD from './adverts'
import { anyAnswer } from './answers'
import * as A from './auth'
import * as CB from './cabinet'
import * as X from './calculators'
import * as R from './carrier'
import * as K from './cart'
import * as C from './catalogue'
import * as T from './content'
import * as O from './orders'
import { pathId, pathOrderId, pathSlug } from './params'
import * as Q from './quick-orders'
import * as QC from './quote-cart'
import { footerSettingsSchema, globalSettingsSchema, menuTreeSchema } from './settings'
import { ORDER_CREATE_TIMEOUT_MS } from './wire'

/**
 * The registry of admin API endpoints: method, path pattern (Hono syntax, relative to the base URL,
 * trailing slash as the spec writes it - the server answers with and without it), and the zod
 * schemas of path params, query, body and response. The storefront client and admin-api both
 * import this; `status` is the success status (default 200), `auth` whether a bearer token is
 * required ('required') or used when present ('optional').
 *
 * Every request also carries the `Site-Token` header (403 without a known one) and may carry
 * `Accept-Language` (ro, ru, uk, en; default ro). Errors are `apiErrorSchema` JSON:
 * 400 validation (with `fields`), 401 auth, 403 site token, 404 unknown id or slug, 413 body too big.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH'
  path: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response: z.ZodType
  status?: number
  auth?: 'required' | 'optional'
  /** Response is not JSON (e.g. the sitemap XML). */
  text?: boolean
  /** How long the call may take when not the back end's usual timeout: a write a retry would repeat (an order). */
  timeoutMs?: number
  /** The body is multipart/form-data, read by the handler itself (its fields are described where the endpoint's schemas live). */
  multipart?: boolean
  /**
   * The answer is the same for every shopper of a language, and asking changes nothing on the back
   * end: the storefront may reuse it inside an isolate for a minute (platform/backend/shared-answers.ts,
   * decision 0095). Only GET; never an endpoint whose answer follows the shopper, a code it sends, a
   * price the cart relies on (`productFilter` is the card's add-to-cart and the quote cart's prices) or
   * a call the back end may count (`search` feeds its popular queries).
   */
  shared?: boolean
  /**
   * The spec gives this call's list parameters as one comma-separated value (`ids=1,2,3`), not
   * repeated (`ids=1&ids=2`, which a back end that follows the spec reads as its first id only):
   * callEndpoint joins a list query value with commas.
   */
  commaLists?: boolean
}

/**
 * A write whose answer the shop does not read: the reference back end answers 204, and the spec shows
 * no success answer for any of them, so any 2xx body counts (an operator's `{"detail": "Password
 * updated"}` for set_password read as a failure, and the shopper saw an error for a changed password).
 */
const noAnswerRead = anyAnswer

const localeParam = z.object({ locale: z.enum(['ro', 'ru', 'uk', 'en']) })
// like/dislike take no body: unknown fields are rejected.
const empty = z.object({}).strict()

export const endpoints = {
  // ---- 7.1 settings and content --------------------------------------------------------
  globalSettings: { method: 'GET', path: '/settings/global_site_settings', response: globalSettingsSchema },
  footerSettings: { method: 'GET', path: '/settings/footer_settings', response: footerSettingsSchema },
  staticPage: {
    method: 'GET',
    shared: true,
    path: `/settings/:kind{${T.STATIC_PAGES.join('|')}}`,
    params: z.object({ kind: T.staticPageKindSchema }),
    response: T.staticPageSchema,
  },
  mainPageSettings: {
    method: 'GET',
    shared: true,
    path: '/settings/main_page_settings',
    response: T.mainPageSettingsSchema,
  },
  defaultSiteFiles: {
    method: 'GET',
    shared: true,
    path: '/settings/default-site-files/',
    response: T.defaultSiteFilesSchema,
  },
  newsletter: {
    method: 'POST',
    path: '/settings/news-letter/',
    body: T.newsletterBodySchema,
    response: noAnswerRead,
    status: 201,
  },
  cmsPage: {
    method: 'GET',
    shared: true,
    path: '/page/:path{.+}/',
    params: z.object({ path: z.string().min(1).max(300) }),
    response: T.cmsPageSchema,
  },
  menuTree: { method: 'GET', shared: true, path: '/general/menu_tree', response: menuTreeSchema },
  sliders: {
    method: 'GET',
    shared: true,
    path: '/general/sliders',
    query: T.slidersQuerySchema,
    response: T.slidersSchema,
  },
  slidesBanner: { method: 'GET', shared: true, path: '/base/slides_banner', response: C.bannerListSchema },
  similarCategory: {
    method: 'GET',
    shared: true,
    path: '/base/main_page_similar_category',
    response: T.similarCategorySchema,
  },
  carouselCategory: {
    method: 'GET',
    shared: true,
    path: '/base/main-carousel-category',
    response: T.carouselCategorySchema,
  },
  advantages: {
    method: 'GET',
    shared: true,
    path: '/base/advantage/:key',
    params: z.object({ key: z.enum(T.ADVANTAGE_KEYS) }),
    response: T.advantagesSchema,
  },
  newProducts: {
    method: 'GET',
    shared: true,
    path: '/:locale{ro|ru|uk|en}/main/slider-new_products/',
    params: localeParam,
    response: T.productSliderSchema,
  },
  popularProducts: {
    method: 'GET',
    shared: true,
    path: '/:locale{ro|ru|uk|en}/main/slides-popular-product/',
    params: localeParam,
    response: T.productSliderSchema,
  },
  productOfTheDay: {
    method: 'GET',
    shared: true,
    path: '/general/v2/product_of_the_day/',
    response: T.productOfTheDaySchema,
  },
  promotions: {
    method: 'GET',
    shared: true,
    path: '/general/promotions',
    query: T.promotionsQuerySchema,
    response: T.promotionListSchema,
  },
  promotion: {
    method: 'GET',
    shared: true,
    path: '/general/promotions/:id',
    params: pathId,
    response: T.promotionDetailSchema,
  },
  categoryProductsMain: {
    method: 'GET',
    shared: true,
    path: '/general/category-products-main-page/',
    response: T.categoryProductsMainSchema,
  },
  promos: {
    method: 'GET',
    shared: true,
    path: '/general/v2/promos/',
    query: C.promosQuerySchema,
    response: C.promosResultSchema,
  },
  articles: {
    method: 'GET',
    shared: true,
    path: '/base/articles/',
    query: T.articleListQuerySchema,
    response: T.articleListSchema,
  },
  articleRecommended: {
    method: 'GET',
    shared: true,
    path: '/base/articles/recommended/:id',
    params: pathId,
    response: T.articleRecommendedSchema,
  },
  article: {
    method: 'GET',
    shared: true,
    path: '/base/articles/:slug',
    params: pathSlug,
    response: T.articleDetailSchema,
  },
  seoArticle: {
    method: 'GET',
    shared: true,
    path: '/general/seo/article',
    query: T.seoQuerySchema,
    response: T.seoSchema,
  },
  faq: { method: 'GET', shared: true, path: '/base/faq', response: T.faqSchema },
  services: { method: 'GET', shared: true, path: '/base/services/', response: T.servicesSchema },
  orderGuide: { method: 'GET', shared: true, path: '/base/order-guide/', response: T.orderGuideSchema },
  storeSellers: { method: 'GET', shared: true, path: '/base/store_sellers', response: T.sellersSchema },
  contactList: {
    method: 'GET',
    shared: true,
    path: '/base/contacts/',
    query: T.contactsQuerySchema,
    response: T.contactsSchema,
  },
  pageContacts: { method: 'GET', shared: true, path: '/base/page-contacts/', response: T.pageContactsSchema },
  contactGroups: { method: 'GET', shared: true, path: '/base/contacts/group/', response: T.contactGroupsSchema },
  stores: { method: 'GET', shared: true, path: '/shop/get-stores/', response: T.storesSchema },
  videoReviews: { method: 'GET', shared: true, path: '/base/video-reviews', response: T.videoReviewsSchema },
  customerReviews: { method: 'GET', shared: true, path: '/base/reviews', response: T.customerReviewsSchema },
  vacancies: {
    method: 'GET',
    shared: true,
    path: '/base/vacancies',
    query: T.vacanciesQuerySchema,
    response: T.vacanciesSchema,
  },
  vacancy: { method: 'GET', shared: true, path: '/base/vacancies/:id', params: pathId, response: T.vacancySchema },
  sendResume: {
    method: 'POST',
    path: '/base/send-resume',
    body: T.resumeBodySchema,
    response: noAnswerRead,
    status: 201,
  },
  bookConsultation: {
    method: 'POST',
    path: '/base/book-consultation',
    body: T.consultationBodySchema,
    response: noAnswerRead,
    status: 201,
  },
  userRequest: {
    method: 'POST',
    path: '/base/user-request/',
    body: T.userRequestBodySchema,
    response: noAnswerRead,
    status: 201,
  },
  galleryAllImages: {
    method: 'GET',
    shared: true,
    path: '/base/gallery/all_images',
    response: T.galleryAllImagesSchema,
  },
  gallery: { method: 'GET', shared: true, path: '/base/gallery', response: T.galleryListSchema },
  galleryAlbum: {
    method: 'GET',
    shared: true,
    path: '/base/gallery/:id',
    params: pathId,
    response: T.galleryAlbumSchema,
  },
  partners: {
    method: 'GET',
    shared: true,
    path: '/base/partners/region_partners',
    query: T.partnersQuerySchema,
    response: T.partnersSchema,
  },
  brands: {
    method: 'GET',
    shared: true,
    path: '/general/brand/',
    query: C.brandListQuerySchema,
    response: C.brandListSchema,
  },
  brand: {
    method: 'GET',
    shared: true,
    path: '/general/brand/:slug',
    params: pathSlug,
    query: C.listingQuerySchema,
    response: C.brandDetailSchema,
  },
  customInstance: {
    method: 'GET',
    shared: true,
    path: '/general/v2/custom_instance/:id',
    params: pathId,
    response: T.customInstanceSchema,
  },
  sitemap: {
    method: 'GET',
    path: '/general/sitemap-file',
    query: T.sitemapQuerySchema,
    response: z.string().min(1),
    text: true,
  },

  // ---- 7.2 catalogue and product ------------------------------------------------------
  category: {
    method: 'GET',
    shared: true,
    path: '/general/v2/category/:slug/',
    params: pathSlug,
    query: C.listingQuerySchema,
    response: C.categoryListingSchema,
  },
  search: {
    method: 'GET',
    path: '/general/v2/search/search/',
    query: C.searchQuerySchema,
    response: C.searchResultSchema,
  },
  popularQuery: { method: 'GET', shared: true, path: '/general/popular_query', response: C.popularQueriesSchema },
  product: {
    method: 'GET',
    shared: true,
    path: '/general/v2/product/:slug/',
    params: pathSlug,
    response: C.productPageSchema,
  },
  similarProducts: {
    method: 'GET',
    shared: true,
    path: '/general/product_similar_products',
    query: C.productIdQuerySchema,
    response: C.similarProductsSchema,
  },
  productProperties: {
    method: 'GET',
    shared: true,
    path: '/general/product_properties',
    query: C.productIdQuerySchema,
    response: C.productPropertiesSchema,
  },
  reviews: {
    method: 'GET',
    path: '/general/product-review/',
    query: C.reviewListQuerySchema,
    response: C.reviewListSchema,
  },
  createReview: {
    method: 'POST',
    path: '/general/product-review/',
    body: C.reviewCreateSchema,
    response: noAnswerRead,
    status: 201,
    auth: 'optional',
  },
  likeReview: {
    method: 'POST',
    path: '/general/product-review/:id/like/',
    params: pathId,
    body: empty,
    response: noAnswerRead,
  },
  dislikeReview: {
    method: 'POST',
    path: '/general/product-review/:id/dislike/',
    params: pathId,
    body: empty,
    response: noAnswerRead,
  },
  productFilter: {
    method: 'GET',
    path: '/general/product-filter',
    query: C.productListQuerySchema,
    response: C.productListSchema,
  },
  productFilterPromo: {
    method: 'GET',
    shared: true,
    path: '/general/product-filter/promo/',
    query: C.productListQuerySchema,
    response: C.productListSchema,
  },
  productFilterRecommended: {
    method: 'GET',
    path: '/general/product-filter/recommended',
    query: C.productIdsQuerySchema,
    response: C.productArraySchema,
  },
  productsByIds: {
    method: 'GET',
    path: '/general/products-by-ids',
    commaLists: true,
    query: C.productIdsQuerySchema,
    response: C.productArraySchema,
  },
  associatedProducts: {
    method: 'GET',
    shared: true,
    path: '/general/associated-products/',
    query: C.associatedQuerySchema,
    response: C.productArraySchema,
  },
  sendQuote: {
    method: 'POST',
    path: '/general/quote-cart/',
    body: QC.sendQuoteBodySchema,
    response: QC.sendQuoteResultSchema,
    status: 201,
    auth: 'required',
  },
  associatedProductsV2: {
    method: 'GET',
    shared: true,
    path: '/general/v2/associated-products/',
    query: C.associatedQuerySchema,
    response: C.productArraySchema,
  },
  bannerSelect: {
    method: 'GET',
    shared: true,
    path: '/general/banner-select/:id',
    params: pathId,
    response: C.bannerListSchema,
  },
  productAvailability: {
    method: 'POST',
    path: '/general/product-availability/',
    body: C.availabilityBodySchema,
    response: C.availabilitySchema,
  },
  checkoutStatus: {
    method: 'GET',
    path: '/general/product_checkout_status/',
    query: C.checkoutStatusQuerySchema,
    response: C.checkoutStatusSchema,
  },
  shopProduct: {
    method: 'GET',
    shared: true,
    path: '/shop/product/',
    query: C.shopProductQuerySchema,
    response: C.shopProductSchema,
  },
  slugCheck: { method: 'POST', path: '/general/slug_check', body: C.slugCheckBodySchema, response: C.slugCheckSchema },
  credits: { method: 'GET', path: '/general/credits', query: C.creditsQuerySchema, response: C.creditsSchema },
  creditCalculate: {
    method: 'POST',
    path: '/general/v3/credits/calculate',
    body: C.creditCalculateBodySchema,
    response: C.creditCalculateSchema,
  },
  // ---- calculators (accounts-adverts-calculators spec 7; decision 0019) ----------------
  menuCalculator: {
    method: 'GET',
    path: '/general/menu-calculator',
    query: X.menuCalculatorQuerySchema,
    response: X.menuCalculatorSchema,
  },
  iuteCreateOrder: {
    method: 'POST',
    path: '/general/iute-credit/create-order/',
    body: X.iuteOrderBodySchema,
    response: X.iuteOrderResultSchema,
    status: 201,
    auth: 'optional',
  },
  creditCalculator: { method: 'GET', path: '/calculator/credit-calculator/', response: X.creditCalculatorSchema },
  filials: { method: 'GET', path: '/calculator/filials/', response: X.filialsSchema },
  creditPrice: {
    method: 'POST',
    path: '/calculator/credit-price/',
    body: X.creditPriceBodySchema,
    response: X.creditPriceSchema,
  },
  creditRequest: {
    method: 'POST',
    path: '/calculator/credit-request/',
    body: X.creditRequestBodySchema,
    response: X.creditRequestResultSchema,
    status: 201,
    auth: 'optional',
  },
  favorites: {
    method: 'GET',
    path: '/favorites/',
    query: C.favoritesQuerySchema,
    response: C.favoritesSchema,
    auth: 'required',
  },
  addFavorite: {
    method: 'POST',
    path: '/favorites/',
    body: C.favoriteBodySchema,
    // Any 2xx is the write done; the shop reads the list with `favorites` after it (favorites-sync.server.ts).
    response: anyAnswer,
    auth: 'required',
  },
  deleteFavorite: {
    method: 'DELETE',
    path: '/favorites/',
    body: C.favoriteDeleteSchema,
    response: anyAnswer,
    auth: 'required',
  },

  // ---- 7.3 cart, delivery and orders --------------------------------------------------
  cartFetchAll: {
    method: 'GET',
    path: '/general/cart/fetch-all/',
    query: K.cartOwnerQuerySchema,
    response: K.serverCartSchema,
    auth: 'optional',
  },
  cartAddItem: {
    method: 'POST',
    path: '/general/cart/add-item/',
    body: K.addItemBodySchema,
    response: K.cartWriteAnswerSchema,
    auth: 'optional',
  },
  cartReduceItem: {
    method: 'POST',
    path: '/general/cart/reduce-item/',
    body: K.reduceItemBodySchema,
    response: K.cartWriteAnswerSchema,
    auth: 'optional',
  },
  cartRemoveItem: {
    method: 'POST',
    path: '/general/cart/remove-item/',
    body: K.removeItemBodySchema,
    response: K.cartWriteAnswerSchema,
    auth: 'optional',
  },
  cartValidate: {
    method: 'GET',
    path: '/general/cart/validate-products/',
    query: K.cartOwnerQuerySchema,
    response: K.cartValidationSchema,
    auth: 'optional',
  },
  cartReservation: {
    method: 'POST',
    path: '/general/cart/create-reservation/',
    body: K.reservationBodySchema,
    response: noAnswerRead,
    status: 204,
    auth: 'optional',
  },
  deliveryAddresses: {
    method: 'GET',
    path: '/general/cart/get-delivery-addresses/',
    response: K.deliveryAddressListSchema,
    auth: 'required',
  },
  createDeliveryAddress: {
    method: 'POST',
    path: '/general/cart/create-delivery-address/',
    body: K.createDeliveryAddressBodySchema,
    response: anyAnswer,
    status: 201,
    auth: 'required',
  },
  deleteDeliveryAddress: {
    method: 'POST',
    path: '/general/cart/delete-delivery-address/',
    body: K.deleteDeliveryAddressBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  mergeCart: {
    method: 'POST',
    path: '/general/cart/merge-cart/',
    body: K.mergeCartBodySchema,
    response: K.cartWriteAnswerSchema,
    auth: 'required',
  },
  setLoyaltyItem: {
    method: 'POST',
    path: '/general/cart/set-loyalty-item/',
    body: K.loyaltyItemBodySchema,
    // Spec 7.3: "with product_id and active", no answer shown: any 2xx (decision 0118 rule 3). Ours sends
    // the cart, which the shop shows; any other answer (204, `{status:'ok'}`, the line) re-reads fetch-all.
    response: anyAnswer,
    auth: 'optional',
  },
  promoUpdatePrices: {
    method: 'POST',
    path: '/general/promo-code/update_prices/',
    body: K.promoUpdateBodySchema,
    response: K.promoResultSchema,
    auth: 'optional',
  },
  previewPromo: {
    method: 'POST',
    path: '/general/order/preview-promo/',
    body: K.previewPromoBodySchema,
    response: K.promoResultSchema,
  },
  deliveryTime: { method: 'GET', path: '/general/delivery-time/:id/', params: pathId, response: K.deliveryTimeSchema },
  deliveryInfoText: { method: 'GET', path: '/mi/delivery_info_text', response: K.deliveryInfoTextSchema },
  regions: { method: 'GET', path: '/base/region/', response: K.regionsSchema },
  localities: { method: 'GET', path: '/base/locality/', query: K.localityQuerySchema, response: K.localitiesSchema },
  sectors: { method: 'GET', path: '/base/sector/', query: K.sectorQuerySchema, response: K.sectorsSchema },
  addresses: { method: 'GET', path: '/base/address', query: K.addressQuerySchema, response: K.addressesSchema },
  deliveryCost: {
    method: 'POST',
    path: '/general/delivery-cost/',
    body: K.deliveryCostBodySchema,
    response: K.deliveryCostSchema,
  },
  deliveryServices: { method: 'GET', path: '/base/delivery-services/', response: K.deliveryServicesSchema },
  paymentSystems: { method: 'GET', path: '/base/payment-systems', response: K.paymentSystemsSchema },
  createOrder: {
    method: 'POST',
    path: '/general/v2/order/create-order/',
    timeoutMs: ORDER_CREATE_TIMEOUT_MS,
    body: K.createOrderBodySchema,
    response: K.createOrderSchema,
    status: 201,
    auth: 'optional',
  },
  createOrderV3: {
    method: 'POST',
    path: '/general/v3/order/',
    timeoutMs: ORDER_CREATE_TIMEOUT_MS,
    body: K.createOrderBodySchema,
    response: K.createOrderSchema,
    status: 201,
    auth: 'optional',
  },
  paymentStatus: {
    method: 'GET',
    path: '/general/v2/order/:id/check-payment-status/',
    params: pathOrderId,
    query: z.object({ trans_id: z.string().max(100).optional() }),
    response: K.paymentStatusSchema,
  },
  orders: {
    method: 'GET',
    path: '/general/v2/order/',
    query: O.orderListQuerySchema,
    response: O.orderListSchema,
    auth: 'required',
  },
  order: {
    method: 'GET',
    path: '/general/v2/order/:id/',
    params: pathOrderId,
    query: O.orderListQuerySchema.pick({ t: true }),
    response: O.orderDetailSchema,
    auth: 'required',
  },
  ordersListLegacy: {
    method: 'GET',
    path: '/general/orders_list',
    query: O.orderListQuerySchema,
    response: O.orderListSchema,
    auth: 'required',
  },
  acts: {
    method: 'GET',
    path: '/base/act-view/',
    query: O.actListQuerySchema,
    response: O.actListSchema,
    auth: 'required',
  },
  npCity: { method: 'POST', path: '/general/v2/novapost/city/', body: R.cityBodySchema, response: R.citiesSchema },
  npStreet: {
    method: 'POST',
    path: '/general/v2/novapost/street/',
    body: R.streetBodySchema,
    response: R.streetsSchema,
  },
  npWarehouse: {
    method: 'POST',
    path: '/general/v2/novapost/warehouse/',
    body: R.pointBodySchema,
    response: R.pointsSchema,
  },
  npPostmachine: {
    method: 'POST',
    path: '/general/v2/novapost/postmachine/',
    body: R.pointBodySchema,
    response: R.pointsSchema,
  },
  npDeliveryPrice: {
    method: 'POST',
    path: '/general/v2/novapost/delivery-price/',
    body: R.carrierOrderSchema,
    response: R.carrierPriceSchema,
  },
  npCityV1: { method: 'POST', path: '/general/novapost/city/', body: R.cityBodySchema, response: R.citiesSchema },
  npStreetV1: {
    method: 'POST',
    path: '/general/novapost/street/',
    body: R.streetBodySchema,
    response: R.streetsSchema,
  },
  npWarehouseV1: {
    method: 'POST',
    path: '/general/novapost/warehouse/',
    body: R.pointBodySchema,
    response: R.pointsSchema,
  },
  npPostmachineV1: {
    method: 'POST',
    path: '/general/novapost/postmachine/',
    body: R.pointBodySchema,
    response: R.pointsSchema,
  },
  npDeliveryPriceV1: {
    method: 'POST',
    path: '/general/novapost/delivery-price/',
    body: R.carrierOrderSchema,
    response: R.carrierPriceSchema,
  },

  // ---- quick orders (spec 2.5; paths ours, decision 0009) -------------------------------
  oneClickOrder: {
    method: 'POST',
    path: '/general/v2/order/one-click/',
    body: Q.oneClickBodySchema,
    response: Q.quickOrderResultSchema,
    status: 201,
    auth: 'optional',
  },
  preOrder: {
    method: 'POST',
    path: '/general/v2/order/pre-order/',
    body: Q.preOrderBodySchema,
    response: Q.quickOrderResultSchema,
    status: 201,
    auth: 'optional',
  },
  firstToKnow: {
    method: 'POST',
    path: '/general/v2/product/first-to-know/',
    body: Q.firstToKnowBodySchema,
    response: Q.quickOrderResultSchema,
    status: 201,
    auth: 'optional',
  },
  bulkOrder: {
    method: 'POST',
    path: '/general/v2/order/bulk-order/',
    body: Q.bulkOrderBodySchema,
    response: Q.quickOrderResultSchema,
    status: 201,
    auth: 'optional',
  },

  // ---- auth (accounts spec 7) ---------------------------------------------------------
  register: {
    method: 'POST',
    path: '/auth/users/',
    body: A.registerBodySchema,
    response: A.profileSchema,
    status: 201,
  },
  jwtCreate: { method: 'POST', path: '/auth/jwt/create/', body: A.jwtCreateBodySchema, response: A.jwtPairSchema },
  jwtRefresh: { method: 'POST', path: '/auth/jwt/refresh/', body: A.jwtRefreshBodySchema, response: A.jwtAccessSchema },
  logout: {
    method: 'POST',
    path: '/auth/token/logout/',
    body: A.logoutBodySchema,
    response: noAnswerRead,
    status: 204,
    auth: 'required',
  },
  me: { method: 'GET', path: '/auth/users/me/', response: A.meSchema, auth: 'required' },
  userGroup: {
    method: 'GET',
    path: '/users/user-group/',
    query: A.userGroupQuerySchema,
    response: A.userGroupSchema,
    auth: 'required',
  },
  activation: {
    method: 'POST',
    path: '/auth/users/activation/',
    body: A.activationBodySchema,
    response: A.jwtPairSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/users/reset_password/',
    body: A.resetPasswordBodySchema,
    response: noAnswerRead,
    status: 204,
  },
  resetPasswordConfirm: {
    method: 'POST',
    path: '/auth/users/reset_password_confirm/',
    body: A.resetPasswordConfirmBodySchema,
    response: noAnswerRead,
    status: 204,
  },
  setPassword: {
    method: 'POST',
    path: '/auth/users/set_password/',
    body: A.setPasswordBodySchema,
    response: noAnswerRead,
    status: 204,
    auth: 'required',
  },
  // The answer is the same whether or not the phone or e-mail has an account; the spec shows none ("not
  // shown"), so any 2xx (the reference back end's: { status: "ok", expires_in, code_length }). A new
  // request ends the previous code; 429 with Retry-After after ACCOUNTS.sendsPerRecipient requests from
  // one client in ACCOUNTS.sendWindowSeconds (decision 0100).
  smsCode: { method: 'GET', path: '/api/v1/sms-code', query: A.smsCodeQuerySchema, response: anyAnswer },
  emailCode: { method: 'GET', path: '/api/v1/email-code', query: A.emailCodeQuerySchema, response: anyAnswer },
  loginByEmail: {
    method: 'POST',
    path: '/api/v1/loginByEmail',
    body: A.loginByEmailBodySchema,
    response: A.loginByEmailSchema,
  },
  googleAuth: {
    method: 'POST',
    path: '/users/google-auth/',
    body: A.socialAuthBodySchema,
    response: A.socialTokensSchema,
  },
  facebookAuth: {
    method: 'POST',
    path: '/users/facebook-auth/',
    body: A.socialAuthBodySchema,
    response: A.socialTokensSchema,
  },
  twitterAuth: {
    method: 'POST',
    path: '/users/twitter-auth/auth/',
    body: A.twitterAuthBodySchema,
    response: A.socialTokensSchema,
  },

  // ---- the personal cabinet (accounts spec 7; issue 17, decision 0020; contract/cabinet.ts) ---------
  userById: { method: 'GET', path: '/api/users/:id/', params: pathId, response: A.profileSchema, auth: 'required' },
  changePersonalData: {
    method: 'PATCH',
    path: '/users/user/:id/',
    params: pathId,
    body: CB.personalDataBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  changeFullName: {
    method: 'PATCH',
    path: '/api/users/change-full-name/',
    body: CB.changeFullNameBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  changeProfileImage: {
    method: 'PATCH',
    path: '/api/users/change-profile-image/',
    response: anyAnswer,
    auth: 'required',
    multipart: true,
  },
  deleteProfileImage: {
    method: 'DELETE',
    path: '/api/users/delete-profile-image/',
    response: anyAnswer,
    status: 204,
    auth: 'required',
  },
  phones: { method: 'GET', path: '/api/phone/', response: CB.phoneListSchema, auth: 'required' },
  phoneSendCode: {
    method: 'POST',
    path: '/api/phone/send-code/',
    body: CB.phoneSendCodeBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  addPhone: {
    method: 'POST',
    path: '/api/phone/',
    body: CB.phoneVerifyBodySchema,
    response: anyAnswer,
    status: 201,
    auth: 'required',
  },
  createAuthNumber: {
    method: 'POST',
    path: '/api/phone/create-auth-number/',
    body: CB.phoneVerifyBodySchema,
    response: anyAnswer,
    status: 201,
    auth: 'required',
  },
  changeAuthNumber: {
    method: 'PATCH',
    path: '/api/phone/change-auth-number/',
    body: CB.phoneVerifyBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  deletePhone: {
    method: 'DELETE',
    path: '/api/phone/:id/',
    params: pathId,
    response: anyAnswer,
    auth: 'required',
  },
  emails: { method: 'GET', path: '/api/email/', response: CB.emailListSchema, auth: 'required' },
  emailSendCode: {
    method: 'POST',
    path: '/api/email/send-code/',
    body: CB.emailSendCodeBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  addEmail: {
    method: 'POST',
    path: '/api/email/',
    body: CB.emailVerifyBodySchema,
    response: anyAnswer,
    status: 201,
    auth: 'required',
  },
  makeEmailPrimary: {
    method: 'PATCH',
    path: '/api/email/change/',
    body: CB.emailMakePrimaryBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  deleteEmail: {
    method: 'DELETE',
    path: '/api/email/:id/',
    params: pathId,
    response: anyAnswer,
    auth: 'required',
  },
  createCompany: {
    method: 'PATCH',
    path: '/users/user-group/:id/create-company/',
    params: pathId,
    body: CB.createCompanyBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  createCompanyMulti: {
    method: 'PATCH',
    path: '/users/user-group/:id/create-company-multi/',
    params: pathId,
    body: CB.createCompanyMultiBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  companies: {
    method: 'GET',
    path: '/users/company/',
    query: CB.companyListQuerySchema,
    response: CB.companyListSchema,
    auth: 'required',
  },
  legacyAddFavorites: {
    method: 'PATCH',
    path: '/api/v1/user/fav',
    body: CB.legacyFavoritesBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  legacyDeleteFavorite: {
    method: 'DELETE',
    path: '/api/v1/user/fav/:id',
    params: pathId,
    response: CB.legacyFavoritesSchema,
    auth: 'required',
  },
  requestDeleteAccount: {
    method: 'POST',
    path: '/users/user/request-delete-account/',
    body: CB.requestDeleteBodySchema,
    response: anyAnswer,
    status: 204,
    auth: 'required',
  },
  confirmDeleteAccount: {
    method: 'POST',
    path: '/users/user/confirm-delete-account/',
    body: CB.confirmDeleteBodySchema,
    response: anyAnswer,
    status: 204,
  },
  support: {
    method: 'POST',
    path: '/api/support/',
    body: CB.supportBodySchema,
    response: anyAnswer,
    status: 201,
    auth: 'optional',
  },
  staticContent: { method: 'GET', path: '/api/static-content/:id/', params: pathId, response: CB.staticContentSchema },

  // ---- the adverts marketplace (accounts spec 7 "Adverts"; issue 19, decision 0022; contract/adverts.ts) ----
  // The spec's detail path /general/v2/product/{slug} and /favorites/ are shop paths too: with ?area=adverts they answer
  // adverts (decision 0045; registered before the shop's routes). /api/adverts/{slug}/ stays the owner's read.
  advertBySpecPath: {
    method: 'GET',
    path: '/general/v2/product/:slug/',
    params: AD.advertSlugParams,
    query: AD.advertAreaQuerySchema,
    response: AD.advertDetailSchema,
    auth: 'optional',
  },
  advertFavorites: {
    method: 'GET',
    path: '/favorites/',
    query: AD.advertAreaQuerySchema,
    response: AD.advertFavoritesSchema,
    auth: 'required',
  },
  addAdvertFavorite: {
    method: 'POST',
    path: '/favorites/',
    query: AD.advertAreaQuerySchema,
    body: AD.advertFavoriteBodySchema,
    response: anyAnswer,
    auth: 'required',
  },
  deleteAdvertFavorite: {
    method: 'DELETE',
    path: '/favorites/',
    query: AD.advertAreaQuerySchema,
    body: AD.advertFavoriteDeleteSchema,
    response: anyAnswer,
    auth: 'required',
  },
  adverts: {
    method: 'GET',
    path: '/general/v2/product',
    query: AD.advertListQuerySchema,
    response: AD.advertListSchema,
    auth: 'optional',
  },
  advert: {
    method: 'GET',
    path: '/api/adverts/:slug/',
    params: AD.advertSlugParams,
    response: AD.advertDetailSchema,
    auth: 'optional',
  },
  // Multipart bodies: AD.advertFormFieldsSchema plus the image files (advertFormData in advert-rules.ts builds them).
  createAdvert: {
    method: 'POST',
    path: '/api/adverts/',
    response: AD.advertDetailSchema,
    status: 201,
    auth: 'required',
    multipart: true,
  },
  // The accounts spec's create: "POST or PATCH /api/adverts/{slug}/" - the slug the shop proposes
  // (the Worker's, from the title the form sends in the query); the back end answers the advert it made.
  createAdvertAtSlug: {
    method: 'POST',
    path: '/api/adverts/:slug/',
    params: AD.advertSlugParams,
    response: AD.advertDetailSchema,
    status: 201,
    auth: 'required',
    multipart: true,
  },
  updateAdvert: {
    method: 'PATCH',
    path: '/api/adverts/:slug/',
    params: AD.advertSlugParams,
    response: AD.advertDetailSchema,
    auth: 'required',
    multipart: true,
  },
  deleteAdvert: {
    method: 'DELETE',
    path: '/api/adverts/:slug/',
    params: AD.advertSlugParams,
    response: noAnswerRead,
    status: 204,
    auth: 'required',
  },
  advertAttributes: {
    method: 'GET',
    path: '/api/adverts-attributes/',
    query: AD.advertAttributesQuerySchema,
    response: AD.advertAttributesSchema,
  },
  advertCategories: { method: 'GET', path: '/api/adverts-categories/', response: AD.advertCategoriesSchema },
  advertTitle: {
    method: 'GET',
    path: '/api/advert-title/:slug',
    params: AD.advertSlugParams,
    response: AD.advertTitleSchema,
    auth: 'optional',
  },
  currencyRates: { method: 'GET', path: '/api/currency-rates/', response: AD.currencyRatesSchema },
  advertRegionsWithAdverts: {
    method: 'GET',
    path: '/api/regions/',
    query: AD.advertRegionsQuerySchema,
    response: AD.advertRegionsSchema,
  },
  advertRegions: { method: 'GET', path: '/api/advert-regions/', response: AD.advertRegionsSchema },
  advertLocations: {
    method: 'GET',
    path: '/api/advert-regions/:id/locations/',
    params: pathId,
    response: AD.advertLocationsSchema,
  },
  advertSectors: {
    method: 'GET',
    path: '/api/sectors/',
    query: AD.advertSectorsQuerySchema,
    response: AD.advertSectorsSchema,
  },
  favoriteAdverts: {
    method: 'GET',
    path: '/api/my-favorite-adverts/',
    query: AD.favoriteAdvertsQuerySchema,
    response: AD.favoriteAdvertsSchema,
    auth: 'required',
  },
  addFavoriteAdvert: {
    method: 'POST',
    path: '/api/my-favorite-adverts/',
    body: AD.favoriteAdvertBodySchema,
    response: AD.favoriteAdvertResultSchema,
    status: 201,
    auth: 'required',
  },
  deleteFavoriteAdvert: {
    method: 'DELETE',
    path: '/api/my-favorite-adverts/:id/',
    params: AD.favoriteAdvertParams,
    response: noAnswerRead,
    status: 204,
    auth: 'required',
  },
  complaintCategories: { method: 'GET', path: '/api/complaint-categories/', response: AD.complaintCategoriesSchema },
  complaint: {
    method: 'POST',
    path: '/api/complaint/',
    body: AD.complaintBodySchema,
    // any 2xx: the shop reads nothing of it (the reference back end's: { id, status: "new" })
    response: anyAnswer,
    status: 201,
    auth: 'required',
  },
  phoneRegister: {
    method: 'POST',
    path: '/api/register/',
    body: AD.phoneRegisterBodySchema,
    // any 2xx: the spec shows no answer, the shop reads nothing of it (the reference back end's: { status:
    // "ok", expires_in, code_length })
    response: anyAnswer,
  },
  phoneRegisterConfirm: {
    method: 'PATCH',
    path: '/api/register/:phone/',
    params: AD.phoneRegisterParams,
    body: AD.phoneRegisterConfirmBodySchema,
    response: AD.phoneRegisterResultSchema,
    status: 201,
  },
  googleLogin: {
    method: 'POST',
    path: '/api/google-login/',
    body: A.socialAuthBodySchema,
    response: A.socialTokensSchema,
  },
} as const satisfies Record<string, EndpointDef>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/**
 * The postal carrier's calls at the storefront spec's paths (`/general/v2/novapost/...`, its 7.3) and
 * the same calls at the accounts spec's (`/general/novapost/...`, its 7 Carrier): the two documents
 * name different paths, and an operator's back end may serve either (decision 0118).
 */
export const CARRIER_OTHER_PATH = {
  npCity: 'npCityV1',
  npStreet: 'npStreetV1',
  npWarehouse: 'npWarehouseV1',
  npPostmachine: 'npPostmachineV1',
  npDeliveryPrice: 'npDeliveryPriceV1',
} as const satisfies Partial<Record<EndpointName, EndpointName>>
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>
/** What a caller sends (schema input types): path params, query and body of an endpoint. */
export type ParamsOf<N extends EndpointName> = Endpoints[N] extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : never
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never

/** Fills a path pattern (`/general/v2/category/:slug/`) with params. */
/** A path parameter that is a dot segment: it would reach the parent back-end path (issue 26). */
export class DotSegmentParam extends Error {}

const segment = (name: string, v: string) => {
  if (v === '.' || v === '..') throw new DotSegmentParam(`path param ${name} may not be "." or ".."`)
  return encodeURIComponent(v)
}

export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) => {
    const v = params[name]
    if (v === undefined) throw new Error(`missing path param ${name}`)
    return name === 'path'
      ? String(v)
          .split('/')
          .map((part) => segment(name, part))
          .join('/')
      : segment(name, String(v))
  })
}
