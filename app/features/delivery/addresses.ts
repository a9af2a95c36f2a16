/** Saved delivery addresses (spec 3 "Delivery address", 7.3): the create payload, the preselection, the label. Pure. */

export interface SavedAddress {
  shipping_address_id: number
  shipping_city_id: number
  shipping_street_id: number | null
  shipping_building: string
  shipping_apartment: string | null
  shipping_address_note: string | null
  is_default: boolean
  city_title: string
  street_title: string | null
}

export interface AddressPayload {
  shipping_city_id: number
  shipping_street_id?: number
  shipping_building: string
  shipping_apartment?: string
  shipping_address_note?: string
  is_default?: boolean
}

export type AddressField =
  | 'shipping_city_id'
  | 'shipping_street_id'
  | 'shipping_building'
  | 'shipping_apartment'
  | 'shipping_address_note'

const id = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}
const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '')

/**
 * Builds the create-delivery-address payload from the form (spec 3 fields): a city (locality id),
 * an optional street id (a street typed but not chosen from the list is an error: it was dropped
 * without a word, and the address saved without its street), a building (1..20 characters), an
 * optional apartment (20) and note (500).
 * Returns the fields in error instead when the form cannot be sent.
 */
export function addressPayload(form: {
  cityId?: unknown
  streetId?: unknown
  /** What the street field shows: text there without a street chosen from the list is a problem, not nothing. */
  streetText?: unknown
  building?: unknown
  apartment?: unknown
  note?: unknown
  isDefault?: unknown
}): { ok: true; payload: AddressPayload } | { ok: false; fields: AddressField[] } {
  const fields: AddressField[] = []
  const city = id(form.cityId)
  if (city === null) fields.push('shipping_city_id')
  const streetRaw = form.streetId
  const street = streetRaw === undefined || streetRaw === null || streetRaw === '' ? undefined : id(streetRaw)
  if (street === null || (street === undefined && clean(form.streetText) !== '')) fields.push('shipping_street_id')
  const building = clean(form.building)
  if (!building || building.length > 20) fields.push('shipping_building')
  const apartment = clean(form.apartment)
  if (apartment.length > 20) fields.push('shipping_apartment')
  const note = clean(form.note)
  if (note.length > 500) fields.push('shipping_address_note')
  if (fields.length) return { ok: false, fields }
  return {
    ok: true,
    payload: {
      shipping_city_id: city!,
      ...(street ? { shipping_street_id: street } : {}),
      shipping_building: building,
      ...(apartment ? { shipping_apartment: apartment } : {}),
      ...(note ? { shipping_address_note: note } : {}),
      ...(form.isDefault === true ? { is_default: true } : {}),
    },
  }
}

/**
 * The message of a field addressPayload refused. A street typed while the street search could not
 * answer (`streetsFailed`: down, or a back end without /base/address) cannot be chosen from any list:
 * "choose the street from the list" would ask the impossible, so it says the list could not be loaded
 * and how to go on (an operator's back end, session 55).
 */
export function addressFieldMessage(
  field: AddressField,
  streetsFailed: boolean,
): `addresses.field.${AddressField}` | 'addresses.streetsUnavailable' {
  return field === 'shipping_street_id' && streetsFailed ? 'addresses.streetsUnavailable' : `addresses.field.${field}`
}

/** The address to preselect: the current choice while it still exists, else the default one, else none. */
export function preselectAddress(
  list: readonly Pick<SavedAddress, 'shipping_address_id' | 'is_default'>[],
  current: number | null,
): number | null {
  if (current !== null && list.some((a) => a.shipping_address_id === current)) return current
  return list.find((a) => a.is_default)?.shipping_address_id ?? null
}

/**
 * One line for the address: city, street and building, apartment. The city is the answer's
 * city_title (ours; the spec's address has only shipping_city_id), else `cityName` of the id (the
 * locality's label from the regions the form lists).
 */
export function addressLabel(
  a: Pick<SavedAddress, 'city_title' | 'street_title' | 'shipping_building' | 'shipping_apartment'> &
    Partial<Pick<SavedAddress, 'shipping_city_id'>>,
  cityName?: (cityId: number) => string | undefined,
): string {
  const city = a.city_title || (a.shipping_city_id !== undefined ? cityName?.(a.shipping_city_id) : undefined) || ''
  const street = [a.street_title, a.shipping_building].filter(Boolean).join(' ')
  return [city, street, a.shipping_apartment ? `ap. ${a.shipping_apartment}` : ''].filter(Boolean).join(', ')
}
