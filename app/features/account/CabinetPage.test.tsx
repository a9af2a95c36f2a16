// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import type { AccountSummary } from './account.server'

/** The cabinet's 'promo codes are not available' notice (issue 51 point 8): shown exactly when the account's can_use_promocode is false. */
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { project_currency: 'MDL' } }),
}))
vi.mock('../auth', () => ({ ChangePasswordForm: () => null, logout: vi.fn() }))
vi.mock('./CabinetFrame', () => ({ CabinetLinks: () => null }))
vi.mock('#app/ui/Breadcrumbs.tsx', () => ({ Breadcrumbs: () => null }))
const { CabinetPage } = await import('./CabinetPage')

const account = (canUsePromocode: boolean) =>
  ({
    name: 'Ana',
    email: 'ana@example.com',
    company: null,
    loyaltyPoints: 10,
    balance: 0,
    status: 'active',
    canUsePromocode,
  }) as unknown as AccountSummary

describe("the cabinet's promo notice", () => {
  it.each([
    [false, 'Promo codes are not available for your account.'],
    [true, null],
  ])('can_use_promocode %s', async (allowed, notice) => {
    const view = await renderForm(<CabinetPage account={account(allowed)} origin="" />)
    expect(view.host.querySelector('[data-testid="cabinet-no-promo"]')?.textContent ?? null).toBe(notice)
    view.unmount()
  })
})
