import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { bool, InputError, int, lang, langOnly, oneOf, optionalText, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import { carrierOrderInput, ref } from './carrier-input'
import * as S from './delivery.server'

/** Server functions of delivery (validators without zod: this module ships to the browser). */

const query = (value: unknown) => text(value ?? '', { max: 100 })

export const carrierCitiesFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), query: query(r.query) }
  })
  .handler(({ data }) => S.carrierCities(data.lang, data.query))

export const carrierStreetsFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), cityRef: ref(r.cityRef), query: query(r.query) }
  })
  .handler(({ data }) => S.carrierStreets(data.lang, data.cityRef, data.query))

export const carrierPointsFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const number = text(r.number ?? '', { max: 10 })
    if (!/^\d*$/.test(number)) throw new InputError('number')
    return {
      lang: lang(r.lang),
      kind: oneOf(r.kind, ['warehouse', 'postmachine'] as const),
      cityRef: ref(r.cityRef),
      number,
    }
  })
  .handler(({ data }) => S.carrierPoints(data.lang, data.kind, data.cityRef, data.number))

export const carrierPriceFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), order: carrierOrderInput(r.order) }
  })
  .handler(({ data }) => S.carrierPrice(data.lang, data.order))

// ---- saved delivery addresses (personal: called from the browser only, never rendered on the server)

export const listAddressesFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => S.listAddresses(data.lang))

export const createAddressFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const p = record(r.payload)
    return {
      lang: lang(r.lang),
      payload: {
        shipping_city_id: int(p.shipping_city_id, 1, Number.MAX_SAFE_INTEGER),
        shipping_street_id:
          p.shipping_street_id === undefined ? undefined : int(p.shipping_street_id, 1, Number.MAX_SAFE_INTEGER),
        shipping_building: text(p.shipping_building, { min: 1, max: 20 }),
        shipping_apartment: optionalText(p.shipping_apartment, { max: 20 }),
        shipping_address_note: optionalText(p.shipping_address_note, { max: 500 }),
        is_default: p.is_default === undefined ? undefined : bool(p.is_default),
      },
    }
  })
  .handler(({ data }) => S.createAddress(data.lang, data.payload))

export const deleteAddressFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), id: int(r.id, 1, Number.MAX_SAFE_INTEGER) }
  })
  .handler(({ data }) => S.deleteAddress(data.lang, data.id))

export const localityStreetsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), localityId: int(r.localityId, 1, 99_999), query: query(r.query) }
  })
  .handler(({ data }) => S.localityStreets(data.lang, data.localityId, data.query))

// ---- pickup: stores and their delivery times

const getPickupStores = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => S.pickupStores(data.lang))
const fetchPickupStores = createIsomorphicFn()
  .server((l: Locale) => S.pickupStores(l))
  .client((l: Locale) => getPickupStores({ data: { lang: l } }))
export const pickupStoresQuery = (l: Locale) =>
  queryOptions({ queryKey: ['pickup-stores', l], queryFn: () => fetchPickupStores(l), staleTime: 300_000 })

export const deliveryTimesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), storeId: int(r.storeId, 1, 999_999_999) }
  })
  .handler(({ data }) => S.deliveryTimes(data.lang, data.storeId))
