/**
 * The settings pages (GET /settings/{kind}). Plain data with no zod, so browser modules can import
 * it without pulling the schema library into the client bundle.
 */
export const STATIC_PAGES = [
  'about_us_page',
  'terms_and_privacy_policy',
  'delivery_page',
  'credit_page',
  'discount_page',
  'insurance_page',
  'service_center_page',
] as const
export type StaticPageKind = (typeof STATIC_PAGES)[number]
