// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/** The company form on the form kit: the body sent per entry and the server's errors by their entry's field. */
const calls = vi.hoisted(() => ({ save: vi.fn(), invalidate: vi.fn() }))
vi.mock('./cabinet.functions', () => ({ saveCompaniesFn: calls.save }))
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ invalidate: calls.invalidate }) }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
vi.mock('#app/toasts/store.ts', () => ({ showToast: vi.fn() }))
vi.mock('./CabinetFrame', () => ({
  CabinetFrame: ({ children }: { children: ReactNode }) => children,
  Notice: ({ children }: { children: ReactNode }) => children,
}))
vi.mock('./CabinetList', () => ({ asListPage: (r: unknown) => r, ListFilters: () => null, ListResults: () => null }))

const { CompaniesPage } = await import('./CompaniesPage')
let view: Awaited<ReturnType<typeof renderForm>>
const button = (testId: string) =>
  view.host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`) as HTMLButtonElement

/** Two whole entries, in the form's two rows. */
async function fillTwoEntries() {
  await view.type('name-0', 'Firm')
  await view.type('idno-0', '1')
  await view.type('address-0', 'Str')
  await view.type('name-1', 'B')
  await view.type('idno-1', '2')
  await view.type('address-1', 'Str')
}

beforeEach(async () => {
  calls.save.mockReset()
  calls.invalidate.mockReset().mockResolvedValue(undefined)
  view = await renderForm(
    <CompaniesPage
      origin=""
      search={{}}
      userId="7"
      companyCount={1}
      result={{ ok: true, data: { data: [], totalCount: 0, pages: 0 } }}
    />,
  )
})
afterEach(() => view.unmount())

describe('the company form on the form kit', () => {
  it('two entries: sent trimmed, empty optional fields as null; errors by their entry and the rest below', async () => {
    calls.save.mockResolvedValue({
      ok: false,
      fields: { 'companies.1.idno': 'IDNO taken', other: 'Check the form' },
      errors: [],
    })
    await view.click(button('company-add-entry'))
    for (const i of [0, 1]) {
      await view.type(`name-${i}`, ` Firm ${i} `)
      await view.type(`idno-${i}`, `100${i}`)
      await view.type(`address-${i}`, 'Str. 1')
    }
    await view.submit('company-form')
    expect(calls.save).toHaveBeenCalledWith({
      data: {
        lang: 'en',
        multi: true,
        companies: [0, 1].map((i) => ({
          name: `Firm ${i}`,
          idno: `100${i}`,
          vat: null,
          address: 'Str. 1',
          bank: null,
          iban: null,
        })),
      },
    })
    const idno1 = view.input('idno-1')
    expect(idno1.getAttribute('aria-invalid')).toBe('true')
    expect(idno1.closest('div')?.querySelector('.field__error')?.textContent).toBe('IDNO taken')
    expect(view.host.querySelector('[data-testid="company-errors"]')?.textContent).toBe('Check the form')
    expect(view.input('name-1').value).toBe(' Firm 1 ')
  })

  it('saved: the form starts afresh with one empty entry, the list reloads', async () => {
    calls.save.mockResolvedValue({ ok: true, data: null })
    await view.click(button('company-add-entry'))
    await fillTwoEntries()
    await view.submit('company-form')
    expect(calls.invalidate).toHaveBeenCalled()
    expect(view.input('name-0').value).toBe('')
    expect(view.input('name-1')).toBeNull()
    await view.click(button('company-add-entry'))
    expect(view.input('name-1').value).toBe('')
    // held 3 s after the save (spec 4): resting, not disabled, and a press then sends nothing
    expect([button('company-save').disabled, button('company-save').getAttribute('aria-disabled')]).toEqual([
      false,
      'true',
    ])
    calls.save.mockClear()
    await fillTwoEntries()
    await view.submit('company-form')
    expect(calls.save).not.toHaveBeenCalled()
  })

  // Walk of the accounts spec (session 70): the button was disabled while the save ran, so a failure
  // with no field to focus (the back end's "try again") left the focus on the page.
  it('while a save runs the pressed button keeps the focus (aria-disabled, not disabled)', async () => {
    const answer = { settle: (_v: unknown) => {} }
    calls.save.mockReturnValue(new Promise((resolve) => (answer.settle = resolve)))
    await view.type('name-0', 'Firm')
    await view.type('idno-0', '1')
    await view.type('address-0', 'Str')
    button('company-save').focus()
    await view.submit('company-form')
    expect([button('company-save').disabled, button('company-save').getAttribute('aria-disabled')]).toEqual([
      false,
      'true',
    ])
    await act(async () => answer.settle({ ok: false, fields: {}, errors: ['Try again later'] }))
    expect(document.activeElement).toBe(button('company-save'))
  })

  it('a value over its limit (25-character IDNO filled in past maxLength) is a field error in the page language, nothing sent', async () => {
    expect(view.input('idno-0').maxLength).toBe(20)
    expect(view.input('iban-0').maxLength).toBe(60)
    expect(view.input('address-0').maxLength).toBe(300)
    // a browser checks maxLength only on what a person typed; a value set by script or autofill passes it
    for (const name of ['idno-0', 'iban-0']) view.input(name).removeAttribute('maxlength')
    await view.type('name-0', 'Firm')
    await view.type('idno-0', '1'.repeat(25))
    await view.type('address-0', 'Str')
    await view.type('iban-0', 'M'.repeat(61))
    await view.submit('company-form')
    expect(calls.save).not.toHaveBeenCalled()
    const error = (name: string) => view.input(name).closest('div')?.querySelector('.field__error')?.textContent
    expect(view.input('idno-0').getAttribute('aria-invalid')).toBe('true')
    expect(error('idno-0')).toBe('At most 20 characters.')
    expect(error('iban-0')).toBe('At most 60 characters.')
    expect(error('name-0')).toBeUndefined()
  })
})

// The form is noValidate: an empty required field was the browser's "Please fill out this field." on a Romanian page.
describe('the company form checks its fields in the page language', () => {
  it('empty: "Completați acest câmp." at the name, IDNO and address, the focus on the name, nothing sent', async () => {
    view.unmount()
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <CompaniesPage
          origin=""
          search={{}}
          userId="7"
          companyCount={0}
          result={{ ok: true, data: { data: [], totalCount: 0, pages: 0 } }}
        />
      </LocaleProvider>,
    )
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="company-form"]')?.noValidate).toBe(true)
    await view.submit('company-form')
    expect(calls.save).not.toHaveBeenCalled()
    for (const name of ['name-0', 'idno-0', 'address-0']) {
      const input = view.input(name)
      expect(input.getAttribute('aria-invalid'), name).toBe('true')
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent, name).toBe(
        'Completați acest câmp.',
      )
    }
    expect(view.input('vat-0').getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement).toBe(view.input('name-0'))
  })
})
