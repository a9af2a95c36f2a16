import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError, notFound } from '../lib/api-error'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import {
  CARRIER_CURRENCY,
  carrierCost,
  carrierKg,
  carrierWarning,
  findCities,
  findPoints,
  findStreets,
  pointInCity,
  requireCity,
  streetInCity,
} from '../services/carrier'

export function carrierRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  for (const v of ['', 'V1'] as const) {
    route(app, E[`npCity${v}`], async (c, { body }) => {
      const rows = await findCities(c, body.query)
      return {
        data: rows.map((r) => ({
          ref: r.ref,
          description: r.description,
          descriptionRo: r.description_ro,
          area: r.area,
          country_code: r.country_code,
        })),
      }
    })
    route(app, E[`npStreet${v}`], async (c, { body }) => {
      await requireCity(c, body.cityRef)
      const rows = await findStreets(c, body.cityRef, body.query)
      return {
        data: rows.map((r) => ({
          ref: r.ref,
          description: r.description,
          descriptionRo: r.description_ro,
          streetType: r.street_type,
        })),
      }
    })
    for (const kind of ['warehouse', 'postmachine'] as const) {
      const name = kind === 'warehouse' ? (`npWarehouse${v}` as const) : (`npPostmachine${v}` as const)
      route(app, E[name], async (c, { body }) => {
        await requireCity(c, body.cityRef)
        const num = body.number === undefined || body.number === '' ? null : String(body.number)
        const rows = await findPoints(c, body.cityRef, kind, num)
        return { data: rows.map((r) => ({ ref: r.ref, number: r.number, address: { description: r.address } })) }
      })
    }
    route(app, E[`npDeliveryPrice${v}`], async (c, { body }) => {
      await requireCity(c, body.city_ref_id)
      const pointRef =
        body.type === 'warehouse' ? body.warehouse_ref_id : body.type === 'postmachine' ? body.postmachine_ref_id : null
      if (body.type !== 'courier') {
        if (!pointRef) throw new ApiError(400, 'Invalid body', { [`${body.type}_ref_id`]: ['required'] })
        if (!(await pointInCity(c, pointRef, body.city_ref_id, body.type)))
          throw notFound(body.type === 'warehouse' ? 'Unknown warehouse' : 'Unknown postmachine')
      } else if (!body.address?.ref)
        throw new ApiError(400, 'Invalid body', {
          address: ['street required for courier delivery'],
        })
      // The courier's street is one of the city's (as the order checks it): another city's is refused.
      else if (!(await streetInCity(c, body.address.ref, body.city_ref_id)))
        throw new ApiError(400, 'Invalid body', { 'address.ref': ['street not in this city'] })
      // Deterministic demo warnings: the carrier answers a string instead of a price.
      const warning = await carrierWarning(c, body.type, pointRef ?? null, carrierKg(body.weight_gr))
      if (warning) return [warning]
      const cost = carrierCost(body)
      return [{ type: body.type, cost, currency: CARRIER_CURRENCY, estimated_days: body.type === 'courier' ? 2 : 1 }]
    })
  }
  return app
}
