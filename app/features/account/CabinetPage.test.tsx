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

/**
 * The account's status in the page's language: an account registered for a company waits as `pending`
 * until the shop confirms it, and the cabinet showed the back end's word, `pending`, in lower-case
 * English on every page; `Active` in another case than the shop's showed as written too.
 */
describe("the cabinet's account status", () => {
  const withStatus = (status: string) => ({ ...account(true), status }) as AccountSummary
  it.each([
    ['active', 'active'],
    ['pending', 'being checked'],
    ['Pending', 'being checked'],
    [' ACTIVE ', 'active'],
    ['inactive', 'not activated'],
    ['frozen', 'frozen'],
  ])('%j -> %j', async (status, shown) => {
    const view = await renderForm(<CabinetPage account={withStatus(status)} origin="" />)
    expect(view.host.querySelector('[data-testid="cabinet-status"]')?.textContent).toBe(shown)
    view.unmount()
  })

  it('pending has its words in all four languages, none of them the back end\'s "pending"', async () => {
    for (const lang of ['ro', 'ru', 'uk', 'en'] as const) {
      const messages = (await import(`#locales/${lang}.json`)).default as Record<string, string>
      expect(messages['cabinet.status.pending'], lang).toBeTruthy()
      expect(messages['cabinet.status.pending']).not.toMatch(/pending/i)
    }
  })
})
