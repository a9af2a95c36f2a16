// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateAfter, renderForm, unmountHydrated } from '#app/ui/form/render-test.tsx'

/**
 * The order-success page names the company a company order was placed for (decision 0067's amendment;
 * it said only the number): the company the buyer chose at checkout, which the checkout puts in this
 * page's history entry (CheckoutModal.test.tsx), labelled as the choice labelled it.
 */
const route = vi.hoisted(() => ({ state: {} as Record<string, unknown> }))
vi.mock('@tanstack/react-router', () => ({
  useRouterState: ({ select }: { select: (s: { location: { state: unknown } }) => unknown }) =>
    select({ location: { state: route.state } }),
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { OrderSuccess } = await import('./OrderSuccess')

const text = (host: HTMLElement) => host.querySelector('[data-testid="order-success"]')?.textContent ?? ''
const company = (host: HTMLElement) => host.querySelector('[data-testid="order-success-company"]')?.textContent

afterEach(() => {
  route.state = {}
  unmountHydrated()
})

describe('OrderSuccess: whose order it was', () => {
  it.each([
    [{ name: 'Demo Trade SRL', status: 'active' }, 'Order for Demo Trade SRL'],
    [{ name: 'Nova Grup SA', status: 'pending' }, 'Order for Nova Grup SA (being checked)'],
    [{ name: 'Old Firm SRL', status: 'rejected' }, 'Order for Old Firm SRL (rejected)'],
  ])('placed for %j: "%s", after the number', async (chosen, said) => {
    route.state = { __TSR_index: 2, orderCompany: chosen }
    const view = await renderForm(<OrderSuccess order="A-7" />)
    expect(company(view.host)).toBe(said)
    expect(text(view.host)).toContain(`Order number: A-7${said}`)
    view.unmount()
  })

  it('no company chosen (one company, a customer, a guest) or a broken entry: the page as before', async () => {
    for (const state of [{}, { orderCompany: null }, { orderCompany: { name: '' } }, { orderCompany: 'Demo' }]) {
      route.state = state
      const view = await renderForm(<OrderSuccess order="A-7" />)
      expect(company(view.host)).toBeUndefined()
      expect(text(view.host)).toContain('Order number: A-7')
      view.unmount()
    }
  })

  it('the server never has the entry: rendered without the company, which shows once hydrated', () => {
    route.state = { orderCompany: { name: 'Nova Grup SA', status: 'pending' } }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let server = ''
    const host = hydrateAfter(<OrderSuccess order="A-7" />, (h) => {
      server = h.innerHTML
    })
    expect(server).toContain('Order number: A-7')
    expect(server).not.toContain('Nova Grup SA')
    expect(company(host)).toBe('Order for Nova Grup SA (being checked)')
    // hydrated without a mismatch
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
