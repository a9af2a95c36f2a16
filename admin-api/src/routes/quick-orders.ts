import { endpoints as E } from '#contract/endpoints.ts'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { storeQuickOrder as store } from '../services/quick-orders'
import { writeClient } from '../services/write-limits'

/**
 * One-click order, pre-order, first-to-know and bulk order (spec 2.5; decision 0009). Each kind counts
 * its new requests per client, 10 an hour and 30 a day (services/write-limits.ts): 429 over them.
 */
export function quickOrderRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.oneClickOrder, (c, { body }) => store(c, 'one_click', body, writeClient(c)))
  route(app, E.preOrder, (c, { body }) => store(c, 'pre_order', body, writeClient(c)))
  route(app, E.firstToKnow, (c, { body }) => store(c, 'first_to_know', body, writeClient(c)))
  route(app, E.bulkOrder, (c, { body }) => store(c, 'bulk_order', body, writeClient(c)))
  return app
}
