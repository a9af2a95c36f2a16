import type { Locale } from '#config'
import type { CarrierPrice } from '#contract/carrier.ts'
import { type BodyOf, CARRIER_OTHER_PATH } from '#contract/endpoints.ts'
import { callForRequest } from '#platform/request.server.ts'
import { bodyMessages } from '#platform/shared/error-body.ts'
import { callNotOffered, firstOffered } from '#platform/shared/not-offered.ts'
import type { AddressPayload, SavedAddress } from './addresses'
import type { CarrierCity, CarrierOrder, CarrierPoint, CarrierStreet } from './carrier'

/** Server side of delivery: the postal carrier, saved addresses (personal: with the token), stores and their delivery times. */

export type Listed<T> = { ok: true; data: T[] } | { ok: false; errors: string[] }

/**
 * A failed call as the body's messages (spec 8: "Delivery address failure: body shown as the
 * error"); none when the body says nothing, and the form then shows its own localised text - never
 * the transport's "POST …: HTTP 400" summary.
 */
export const failed = (r: { body: unknown }): { ok: false; errors: string[] } => ({
  ok: false,
  errors: bodyMessages(r.body),
})

type CarrierCall = keyof typeof CARRIER_OTHER_PATH

/**
 * A carrier call at the storefront spec's path, else at the accounts spec's (CARRIER_OTHER_PATH): a
 * call the back end does not offer (404, 405, 501) is asked at the other path, and once that answered,
 * this isolate asks there first (one memory for the five) - until it too is not offered. A call that
 * fails (no answer, 5xx) or refuses (400) is not asked elsewhere.
 */
async function carrierCall<N extends CarrierCall>(locale: Locale, name: N, body: BodyOf<N>) {
  type Answer = Awaited<ReturnType<typeof callForRequest<N>>>
  const ask = (endpoint: CarrierCall | (typeof CARRIER_OTHER_PATH)[CarrierCall]) =>
    callForRequest(locale, endpoint, { body } as never) as Promise<Answer>
  return firstOffered(
    () => ask(name),
    () => ask(CARRIER_OTHER_PATH[name]),
    'carrier',
  )
}

export async function carrierCities(locale: Locale, query: string): Promise<Listed<CarrierCity>> {
  const r = await carrierCall(locale, 'npCity', { query })
  return r.ok ? { ok: true, data: r.data.data } : failed(r)
}

export async function carrierStreets(locale: Locale, cityRef: string, query: string): Promise<Listed<CarrierStreet>> {
  const r = await carrierCall(locale, 'npStreet', { cityRef, query })
  return r.ok ? { ok: true, data: r.data.data } : failed(r)
}

export async function carrierPoints(
  locale: Locale,
  kind: 'warehouse' | 'postmachine',
  cityRef: string,
  number: string,
): Promise<Listed<CarrierPoint>> {
  const r = await carrierCall(locale, kind === 'warehouse' ? 'npWarehouse' : 'npPostmachine', {
    cityRef,
    ...(number ? { number } : {}),
  })
  return r.ok ? { ok: true, data: r.data.data } : failed(r)
}

/** The price call: the whole answer array goes back; the browser's reducer reads the first item. */
export async function carrierPrice(
  locale: Locale,
  order: CarrierOrder,
): Promise<{ ok: true; answer: (CarrierPrice | string)[] } | { ok: false; errors: string[] }> {
  const r = await carrierCall(locale, 'npDeliveryPrice', order)
  return r.ok ? { ok: true, answer: r.data } : failed(r)
}

export async function listAddresses(locale: Locale): Promise<Listed<SavedAddress>> {
  const r = await callForRequest(locale, 'deliveryAddresses', {}, true)
  return r.ok ? { ok: true, data: r.data } : failed(r)
}

/**
 * After a saved address change (any 2xx: the spec's create answer is a list whose first entry has
 * only shipping_address_id, a delete may answer 204): the list as the back end now has it, read
 * again. `data: null` when that read fails: the change is saved, and the page keeps its own list
 * (SavedAddresses) rather than report a failure the shopper would answer with the same save again.
 */
async function addressesAfter(locale: Locale, r: { ok: boolean; body?: unknown }): Promise<Saved> {
  if (!r.ok) return failed(r as { body: unknown })
  const list = await callForRequest(locale, 'deliveryAddresses', {}, true)
  if (list.ok) return { ok: true, data: list.data }
  console.warn(`[addresses] the list after a change: ${list.message}`)
  return { ok: true, data: null }
}
export type Saved = { ok: true; data: SavedAddress[] | null } | { ok: false; errors: string[] }

export async function createAddress(locale: Locale, payload: AddressPayload): Promise<Saved> {
  return addressesAfter(locale, await callForRequest(locale, 'createDeliveryAddress', { body: payload }, true))
}

export async function deleteAddress(locale: Locale, id: number): Promise<Saved> {
  return addressesAfter(
    locale,
    await callForRequest(locale, 'deleteDeliveryAddress', { body: { shipping_address_id: id } }, true),
  )
}

/** Streets of a locality for the address form (GET /base/address). */
export async function localityStreets(
  locale: Locale,
  localityId: number,
  query: string,
): Promise<Listed<{ id: number; name: string }>> {
  const r = await callForRequest(locale, 'addresses', { query: { locality_id: localityId, query } })
  return r.ok ? { ok: true, data: r.data.map((s) => ({ id: s.id, name: s.name })) } : failed(r)
}

/**
 * The pickup stores, by their `sorted` field; null when the call failed ("try later"). A back end
 * without the call (404, 405, 501) lists no stores: [], which the pickup form says plainly and the
 * product page's estimate leaves out - "try later" would never come true.
 */
export async function pickupStores(locale: Locale) {
  const r = await callForRequest(locale, 'stores')
  if (!r.ok) return callNotOffered(r.status) ? [] : null
  return [...r.data]
    .sort((a, b) => a.sorted - b.sorted)
    .map((s) => ({ shopId: s.shopId, title: s.title, address: s.address, isOpen: s.isOpen }))
}

export async function deliveryTimes(locale: Locale, storeId: number) {
  const r = await callForRequest(locale, 'deliveryTime', { params: { id: storeId } })
  return r.ok ? { ok: true as const, slots: r.data.slots, isOpen: r.data.isOpen } : failed(r)
}
