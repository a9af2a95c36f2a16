// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/**
 * The new saved address on a Romanian page: the form is noValidate and says a missing locality or
 * building at its field in the page's language (the browser's bubble spoke the browser's), sending
 * nothing; the back end's refusal still shows in the section's list.
 */
const calls = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn(), remove: vi.fn() }))
vi.mock('./delivery.functions', () => ({
  listAddressesFn: calls.list,
  createAddressFn: calls.create,
  deleteAddressFn: calls.remove,
  localityStreetsFn: vi.fn(),
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ro' }))

const { default: SavedAddresses } = await import('./SavedAddresses')
const REGIONS = [{ regionId: 1, label: 'Chișinău', localities: [{ localityId: 11, label: 'Chișinău' }] }]
let view: Awaited<ReturnType<typeof renderForm>>
const control = (name: string) => view.host.querySelector<HTMLElement>(`[name="${name}"]`) as HTMLElement
const errorOf = (name: string) =>
  document.getElementById(control(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null

beforeAll(() => loadLaterMessages('ro'))
beforeEach(async () => {
  calls.list.mockReset().mockResolvedValue({ ok: true, data: [] })
  calls.create.mockReset().mockResolvedValue({ ok: false, errors: ['Adresa nu a fost salvată.'] })
  view = await renderForm(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      <SavedAddresses regions={REGIONS} />
    </LocaleProvider>,
  )
  await view.click(view.host.querySelector('[data-testid="address-add"]') as HTMLElement)
})
afterEach(() => view.unmount())

describe('the saved-address form checks its fields in the page language', () => {
  it('empty: "Completați acest câmp." at the locality and the building, the focus on the locality, nothing sent', async () => {
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="address-form"]')?.noValidate).toBe(true)
    await view.submit('address-form')
    expect(calls.create).not.toHaveBeenCalled()
    expect(errorOf('city')).toBe('Completați acest câmp.')
    expect(errorOf('building')).toBe('Completați acest câmp.')
    expect(control('city').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf('apartment')).toBeNull()
    expect(document.activeElement).toBe(control('city'))
  })

  it('filled: sent; the back end refusal shows in the list, the field errors gone', async () => {
    await view.submit('address-form')
    await act(async () => {
      const city = view.host.querySelector('select') as HTMLSelectElement
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(city, '11')
      city.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await view.type('building', '5')
    await view.submit('address-form')
    expect(calls.create).toHaveBeenCalledWith({
      data: { lang: 'ro', payload: { shipping_city_id: 11, shipping_building: '5' } },
    })
    expect(errorOf('city')).toBeNull()
    expect(view.host.querySelector('[data-testid="addresses-errors"]')?.textContent).toBe('Adresa nu a fost salvată.')
  })
})

/**
 * Shopper audit a4: a delete or Save pressed became disabled while it ran and the focus fell to the page.
 * They rest with aria-disabled: the focus stays on the pressed button and a second press starts nothing.
 */
describe('the saved addresses while a delete or a save runs', () => {
  const ADDRESS = {
    shipping_address_id: 7,
    shipping_city_id: 11,
    shipping_street_id: null,
    shipping_building: '5',
    shipping_apartment: null,
    shipping_address_note: null,
    is_default: true,
    city_title: 'Chișinău',
    street_title: null,
  }
  const button = (selector: string) => view.host.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement

  it('delete: the focus stays on it, aria-disabled while it runs, a second press deletes nothing more', async () => {
    view.unmount()
    calls.list.mockResolvedValue({ ok: true, data: [ADDRESS] })
    let answer: (v: unknown) => void = () => {}
    calls.remove.mockReset().mockReturnValue(new Promise((resolve) => (answer = resolve)))
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <SavedAddresses regions={REGIONS} />
      </LocaleProvider>,
    )
    const remove = button('[data-testid="saved-address"] button')
    remove.focus()
    await view.click(remove)
    expect([remove.disabled, remove.getAttribute('aria-disabled')]).toEqual([false, 'true'])
    expect(document.activeElement).toBe(remove)
    await view.click(remove)
    expect(calls.remove).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: true, data: [ADDRESS] }))
    expect(remove.getAttribute('aria-disabled')).toBe('false')
  })

  it('Save: the focus stays on it, aria-disabled while it saves, a second press sends nothing more', async () => {
    let answer: (v: unknown) => void = () => {}
    calls.create.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    await act(async () => {
      const city = view.host.querySelector('select') as HTMLSelectElement
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(city, '11')
      city.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await view.type('building', '5')
    const save = button('[data-testid="address-form"] button[type="submit"]')
    save.focus()
    await view.click(save)
    expect([save.disabled, save.getAttribute('aria-disabled')]).toEqual([false, 'true'])
    expect(document.activeElement).toBe(save)
    await view.click(save)
    await view.submit('address-form')
    expect(calls.create).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: false, errors: ['Nu.'] }))
    expect(save.getAttribute('aria-disabled')).toBe('false')
  })
})
