/**
 * An advert as a back end written from the accounts spec alone answers it (spec 3 "Advert": texts per
 * language, the category, region and location by id): one house for sale, for the contract's and the
 * pages' tests. `over` replaces or adds fields.
 */
export const specAdvertAnswer = (over: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'casa-7',
  type: 'sale',
  title_ro: 'Casă',
  title_ru: 'Дом',
  description_ro: 'Parc',
  description_ru: 'Парк',
  price: 45000,
  default_currency: 'EUR',
  area: null,
  default_area_unit: 'ari',
  is_active: true,
  is_draft: false,
  is_negotiable_price: false,
  category: 2,
  region: 3,
  location: 40,
  sector: null,
  ...over,
})
