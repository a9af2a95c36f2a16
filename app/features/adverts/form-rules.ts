import { ADVERTS, type AdvertCurrency } from '../../../app/api/contract/advert-rules'
import type { Locale } from '../../../app.config'
import { type AdvertFormValues, advertFormData, parseDecimal } from '../../api/contract/advert-rules'

/**
 * The add/edit form's browser-side rules (accounts spec 5; decision 0025): which picked files may be
 * uploaded, and how the form's state becomes the multipart body (advertFormData, shared with the
 * back end). Plain functions: the browser runs them.
 */

export type ImageProblem = { name: string; reason: 'type' | 'size' | 'count' }

/**
 * Files the browser refuses before uploading: a type other than JPEG, PNG or WebP, more than
 * `ADVERTS.images.maxBytes`, or more than `maxPerAdvert` images in all (kept ones included). The back
 * end checks the bytes again; this only spares the shopper a failed upload.
 */
export function imageProblems(files: { name: string; type: string; size: number }[], keptCount: number): { accepted: number[]; problems: ImageProblem[] } {
  const accepted: number[] = []
  const problems: ImageProblem[] = []
  files.forEach((f, i) => {
    if (!(ADVERTS.images.types as readonly string[]).includes(f.type)) problems.push({ name: f.name, reason: 'type' })
    else if (f.size > ADVERTS.images.maxBytes) problems.push({ name: f.name, reason: 'size' })
    else if (keptCount + accepted.length >= ADVERTS.images.maxPerAdvert) problems.push({ name: f.name, reason: 'count' })
    else accepted.push(i)
  })
  return { accepted, problems }
}

/** What the form holds. Texts are in the page's language; decimals as typed (a comma or a dot). */
export interface AdvertFormState {
  title: string
  description: string
  category: string
  region: string
  location: string
  sector: string
  price: string
  currency: AdvertCurrency
  negotiable: boolean
  area: string
  areaUnit: (typeof ADVERTS.areaUnits)[number]
  phone: string
  images: (File | { id: number; url: string })[]
  deletedImages: number[]
  /** Attribute id -> the value as typed (a select's option id, a number with a comma or a dot). */
  attributes: Record<string, string>
  /** Ids of the attributes the advert had when the form opened (edit). */
  storedAttributes: number[]
}

export const emptyAdvertForm = (): AdvertFormState => ({
  title: '',
  description: '',
  category: '',
  region: '',
  location: '',
  sector: '',
  price: '',
  currency: ADVERTS.formDefaults.default_currency,
  negotiable: ADVERTS.formDefaults.is_negotiable_price,
  area: '',
  areaUnit: ADVERTS.formDefaults.default_area_unit,
  phone: '',
  images: [],
  deletedImages: [],
  attributes: {},
  storedAttributes: [],
})

/** A two-decimal input normalised for the body: comma or dot, clamped to 0..max; '' when empty or not a number. */
export function decimalField(raw: string, max: number): string {
  const n = parseDecimal(raw, { min: 0, max })
  return n === null ? '' : String(n)
}

/**
 * The attributes to send and to delete (spec 5: "removed attributes are sent as deletion lists"):
 * those of the chosen category with a value are sent; a stored one left empty is deleted. Stored
 * attributes of another category are neither (the back end drops them with the category change).
 * `applicable` null (the category's attributes not loaded) sends nothing and deletes nothing.
 */
export function attributeChanges(
  state: Pick<AdvertFormState, 'attributes' | 'storedAttributes'>,
  applicable: readonly number[] | null,
): { attributes: { attribute: number; value: number }[]; deletedAttributes: number[] } {
  if (!applicable) return { attributes: [], deletedAttributes: [] }
  const attributes: { attribute: number; value: number }[] = []
  const deletedAttributes: number[] = []
  for (const id of applicable) {
    const value = parseDecimal(state.attributes[id] ?? '', { min: -ADVERTS.priceMax, max: ADVERTS.priceMax })
    if (value !== null) attributes.push({ attribute: id, value })
    else if (state.storedAttributes.includes(id)) deletedAttributes.push(id)
  }
  return { attributes, deletedAttributes }
}

/** The form's values for advertFormData: the title and description in the page's language, empty fields left out, the flags always. */
export function formValuesOf(state: AdvertFormState, lang: Locale, draft: boolean, applicable: readonly number[] | null = null): AdvertFormValues {
  const { attributes, deletedAttributes } = attributeChanges(state, applicable)
  return {
    fields: {
      type: 'sale',
      [`title_${lang}`]: state.title,
      [`description_${lang}`]: state.description,
      category: state.category,
      region: state.region,
      location: state.location,
      sector: state.sector,
      price: decimalField(state.price, ADVERTS.priceMax),
      default_currency: state.currency,
      area: decimalField(state.area, ADVERTS.areaMax),
      default_area_unit: state.areaUnit,
    },
    is_active: true,
    is_draft: draft,
    is_negotiable_price: state.negotiable,
    images: state.images.map((img) => (img instanceof Blob ? img : img.id)),
    attributes,
    contacts: state.phone.trim() ? [{ phone: state.phone.trim() }] : [],
    deletedImages: state.deletedImages,
    deletedAttributes,
  }
}

/** The multipart body of add or edit. */
export const advertBody = (state: AdvertFormState, lang: Locale, draft: boolean, applicable: readonly number[] | null = null): FormData => advertFormData(formValuesOf(state, lang, draft, applicable))
