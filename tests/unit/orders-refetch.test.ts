import { describe, expect, it, vi } from 'vitest'

/**
 * Storefront spec 4 "Orders list: loaded flag reset on each fetch". The shop keeps no flag of its own:
 * the list is its route's loader data, and each fetch is a fresh load - every change of the query
 * (search, status, dates, company, page) is a new load (loaderDeps), never the cached answer of an
 * earlier visit (staleTime 0), while the router's loading state (the loading bar) shows it. Both
 * addresses of the list (accounts spec 2: /account/orders and /orders).
 */
const ordersLoader = vi.hoisted(() => async () => ({}))
vi.mock('#app/features/account/index.ts', () => ({
  OrdersPage: () => null,
  ordersLoader,
  requireCabinet: () => undefined,
}))
const routes = {
  '/{lang}/orders': (await import('../../routes/$lang/orders')).Route,
  '/{lang}/account/orders': (await import('../../routes/$lang/account/orders')).Route,
}

describe('the orders list loads afresh on each fetch', () => {
  it.each(Object.entries(routes))('%s', (_, Route) => {
    expect(Route.options.loader).toBe(ordersLoader)
    expect(Route.options.staleTime).toBe(0)
    const deps = Route.options.loaderDeps as (ctx: { search: unknown }) => unknown
    const search = { status: 'new', page: 2 }
    expect(deps({ search })).toEqual({ search })
  })
})
