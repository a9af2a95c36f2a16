// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

// The form's own code never arrives: what the cart page shows while it loads.
vi.mock('./PromoCodeForm', () => new Promise(() => {}))
vi.mock('./promo-account', () => ({ dropPromoRefusedForAccount: () => Promise.resolve() }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { PromoForm } = await import('./PromoForm')

describe('the promo section while its form loads', () => {
  it('holds the form row in place, inert and hidden from assistive technology, so the cart below does not move', async () => {
    const form = await renderForm(<PromoForm paymentType="cash" />)
    const row = form.host.querySelector('[data-testid="promo-placeholder"]')
    expect(row?.className).toBe('promo__form')
    expect(row?.getAttribute('aria-hidden')).toBe('true')
    expect(row?.hasAttribute('inert')).toBe(true)
    expect(row?.querySelector('input')?.disabled).toBe(true)
    expect(row?.querySelector('button')?.textContent).toBe('Apply')
    form.unmount()
  })
})
