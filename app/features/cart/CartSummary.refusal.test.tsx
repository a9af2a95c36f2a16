// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeAll, expect, it } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import ro from '#locales/ro.json'
import { CartSummary } from './CartSummary'
import { deliveryRefusalOf } from './delivery-refusal'
import { ownDelivery, summaryDelivery } from './summary-delivery'

/**
 * The own delivery's price refused in the back end's words (400 `{"detail":"Adresa nu este
 * deservită."}`, read by loadDeliveryCost as `{ refused }`): the summary's delivery row says those
 * words; it said "Nu a putut fi calculat, operatorul îl va confirma". A failed call keeps that text.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
beforeAll(() => loadLaterMessages('ro'))

/** The cart page's use of the delivery-cost query, as far as the summary's delivery row goes. */
function Page({ answer }: { answer: unknown }) {
  const cost = useQuery({ queryKey: ['delivery-cost', 'ro', { region_id: 1 }, 100], queryFn: async () => answer })
  const own = ownDelivery({
    status: cost.isPending ? 'pending' : 'success',
    answer: cost.data as never,
    local: 50,
    localToFree: null,
  })
  const delivery = summaryDelivery({
    viaCarrier: false,
    carrierPrice: null,
    ownPrice: own.amount,
    ownRefused: deliveryRefusalOf(cost.data),
    currency: 'MDL',
  })
  return (
    <CartSummary
      totals={{ total: 100, saved: 0, discount: 0, promoCode: null, delivery, final: 100, points: 0, taxPercent: 20 }}
      money={(n) => `${n} lei`}
      problems={null}
      reservationProblems={null}
      titleOf={() => null}
      notHome={[]}
      unconfirmed={0}
      busy={false}
      onCheckout={() => {}}
    />
  )
}

const deliveryRow = async (answer: unknown) => {
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale="ro" messages={compactMessages(ro)}>
          <Page answer={answer} />
        </LocaleProvider>
      </QueryClientProvider>,
    ),
  )
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  const text = host.querySelector('[data-testid="cart-delivery"]')?.textContent
  act(() => root.unmount())
  host.remove()
  return text
}

it("a refusal in the back end's words: those words", async () => {
  expect(await deliveryRow({ refused: 'Adresa nu este deservită.' })).toBe('Adresa nu este deservită.')
})

it('a failed call (null): the summary’s own text', async () => {
  expect(await deliveryRow(null)).toBe('Nu a putut fi calculat, operatorul îl va confirma')
})

it('a price: the price', async () => {
  expect(await deliveryRow({ price: 45, free: false, free_from: null, total: null })).toBe('45 lei')
})
