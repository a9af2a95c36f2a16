// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBrowserCookie } from '#app/lib/browser-cookies.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Shopper audit a4 (session 67, meals): the city chosen in the header (selected_city, a locality id)
 * was not where the cart delivered - the cart stayed at its default, the capital region, charged the
 * capital's delivery, and the order went to Chișinău unless the shopper noticed. The delivery form
 * now takes the city's region and locality for a cart still at its default place; a cart with a
 * place of its own keeps it.
 */
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({}))
vi.mock('#app/features/cart/cart.server.ts', () => ({}))
vi.mock('@tanstack/react-query', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useQuery: () => ({ data: undefined, isPending: false, isError: false }),
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
vi.mock('#app/features/cart/cart.functions.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  checkoutOptionsQuery: () => ({ queryKey: ['checkout-options'] }),
}))

const { DeliveryForm } = await import('./DeliveryForm')
const { cartState } = await import('#app/features/cart/index.ts')

const regions = [
  {
    regionId: 3,
    label: 'Chișinău',
    localities: [{ localityId: 1, label: 'Chișinău', slug: 'kishinev' }],
  },
  {
    regionId: 7,
    label: 'Bălți',
    localities: [
      { localityId: 13, label: 'Bălți', slug: 'balti' },
      { localityId: 14, label: 'Bălți suburbs', slug: 'balti-suburbs', suburb: true },
    ],
  },
]

let view: Awaited<ReturnType<typeof renderForm>> | null = null
beforeEach(() => {
  // as the city selector writes it (CityModal)
  setBrowserCookie('selected_city', JSON.stringify({ id: 13, title: 'Bălți' }), 3600)
})
afterEach(() => {
  view?.unmount()
  setBrowserCookie('selected_city', '', 0)
})

const placeAfterRender = async (cart: { regionId: number; localityId: number | null; deliveryMethod?: string }) => {
  Object.assign(cartState, { loaded: true, deliveryMethod: 'address', selectedDeliveryType: 'express', ...cart })
  view = await renderForm(<DeliveryForm regions={regions} info={null} />)
  return { regionId: cartState.regionId, localityId: cartState.localityId, type: cartState.selectedDeliveryType }
}

describe('the delivery form: the chosen city is where a cart at its default place delivers', () => {
  it("a cart at the default (the capital region, no locality): the city's region and locality, standart", async () => {
    expect(await placeAfterRender({ regionId: 3, localityId: null })).toEqual({
      regionId: 7,
      localityId: 13,
      type: 'standart',
    })
  })

  it('a cart with a place of its own keeps it (a locality chosen, or another region)', async () => {
    expect(await placeAfterRender({ regionId: 3, localityId: 1 })).toMatchObject({ regionId: 3, localityId: 1 })
    view?.unmount()
    expect(await placeAfterRender({ regionId: 7, localityId: 14 })).toMatchObject({ regionId: 7, localityId: 14 })
  })

  it('delivery in the capital (chisinau_delivery) does not go to another city', async () => {
    expect(
      await placeAfterRender({ regionId: 3, localityId: null, deliveryMethod: 'chisinau_delivery' }),
    ).toMatchObject({ regionId: 3, localityId: null })
  })
})
