// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'
import { readOrdersSearch } from './rules'

/**
 * A cabinet list's filter form on a Romanian page: it is noValidate and says what its inputs' own
 * checks found (a search over its 100 characters, a date the browser cannot read) at the field in the
 * page's language, instead of the browser's bubble in the browser's; nothing is applied then.
 */
const calls = vi.hoisted(() => ({ navigate: vi.fn() }))
/** The URL's query as the mocked router has it; a test that navigates changes it (and re-renders its readers). */
const url = vi.hoisted(() => ({ search: {} as Record<string, unknown>, searchStr: '', changed: new Set<() => void>() }))
vi.mock('@tanstack/react-router', async () => {
  const { useSyncExternalStore } = await import('react')
  const subscribe = (listener: () => void) => {
    url.changed.add(listener)
    return () => url.changed.delete(listener)
  }
  return {
    useRouterState: ({ select }: { select: (s: unknown) => unknown }) => {
      useSyncExternalStore(subscribe, () => url.searchStr)
      return select({ location: { search: url.search, searchStr: url.searchStr } })
    },
    useNavigate: () => calls.navigate,
    Link: () => null,
  }
})
vi.mock('./CabinetFrame', () => ({ Notice: ({ children }: { children: ReactNode }) => children }))

const { ListFilters, ListResults } = await import('./CabinetList')
let view: Awaited<ReturnType<typeof renderForm>>
const errorOf = (name: string) =>
  document.getElementById(view.input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null

beforeEach(async () => {
  calls.navigate.mockReset()
  url.search = {}
  url.searchStr = ''
  view = await renderForm(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      <ListFilters
        name="orders"
        labelId="cabinetOrders.filters"
        read={readOrdersSearch}
        fields={[{ kind: 'search', labelId: 'cabinetOrders.search' }, { kind: 'dates' }]}
      />
    </LocaleProvider>,
  )
})
afterEach(() => view.unmount())

describe('the filter form checks its fields in the page language', () => {
  it('a search over 100 characters: "Cel mult 100 de caractere." at the field, the focus there, nothing applied', async () => {
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="orders-filters"]')?.noValidate).toBe(true)
    await view.type('search', 'a'.repeat(101))
    await view.submit('orders-filters')
    expect(calls.navigate).not.toHaveBeenCalled()
    expect(errorOf('search')).toBe('Cel mult 100 de caractere.')
    expect(view.input('search').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(view.input('search'))
  })

  it('a search within its length: applied, the error gone', async () => {
    await view.type('search', 'a'.repeat(101))
    await view.submit('orders-filters')
    await view.type('search', ' lapte ')
    await view.submit('orders-filters')
    expect(calls.navigate).toHaveBeenCalledWith({ to: '.', search: { search: 'lapte' } })
    expect(errorOf('search')).toBeNull()
  })
})

describe('the company filter in the URL', () => {
  const pick = async (value: string) => {
    view.unmount()
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <ListFilters
          name="orders"
          labelId="cabinetOrders.filters"
          read={readOrdersSearch}
          fields={[
            {
              kind: 'select',
              name: 'company_id',
              labelId: 'cabinetOrders.company',
              anyLabel: 'Toate',
              options: [
                { value: '5', label: 'SRL Cinci' },
                { value: 'c5', label: 'SRL Text' },
              ],
            },
          ]}
        />
      </LocaleProvider>,
    )
    const select = view.host.querySelector('select[name="company_id"]') as unknown as HTMLSelectElement
    await act(async () => {
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await view.submit('orders-filters')
  }

  // Session 64: company ids became text, and the router quoted "5" as ?company_id=%225%22 (an e2e test waited for company_id=5).
  it('an integer id goes as its number (?company_id=5), id text as it is', async () => {
    await pick('5')
    expect(calls.navigate).toHaveBeenCalledWith({ to: '.', search: { company_id: 5 } })
    await pick('c5')
    expect(calls.navigate).toHaveBeenLastCalledWith({ to: '.', search: { company_id: 'c5' } })
  })
})

// Shopper audit a4: "Apply" pressed from the keyboard left the focus on the page: the form starts over
// (remounted) with the new query, and the old form took the focus with it.
describe('applying the filters keeps the focus', () => {
  beforeEach(() => {
    calls.navigate.mockImplementation(({ search }: { search: Record<string, unknown> }) => {
      url.search = search
      url.searchStr = `?${new URLSearchParams(search as Record<string, string>)}`
      for (const listener of url.changed) listener()
    })
  })
  const button = (text: string) =>
    [...view.host.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement

  it("Apply: the new form's Apply has it, the form showing the applied search", async () => {
    await view.type('search', 'lapte')
    const apply = button('Aplicați')
    apply.focus()
    await act(async () => apply.click())
    expect(url.searchStr).toBe('?search=lapte')
    expect(button('Aplicați')).not.toBe(apply)
    expect(view.input('search').value).toBe('lapte')
    expect(document.activeElement).toBe(button('Aplicați'))
  })

  it('an Enter in the search: the focus stays in the search field; Reset keeps it too', async () => {
    await view.type('search', 'lapte')
    view.input('search').focus()
    await view.submit('orders-filters')
    expect(url.searchStr).toBe('?search=lapte')
    expect(document.activeElement).toBe(view.input('search'))
    const reset = button('Resetați')
    reset.focus()
    await act(async () => reset.click())
    expect(url.searchStr).toBe('?')
    expect(document.activeElement).toBe(button('Resetați'))
  })
})

// Session 74's walk: ?page=2 of a list of 8 (one page) said "Nu aveți încă comenzi." - the shopper has 8.
describe('a page past the last', () => {
  const results = (page: number | undefined, totalCount: number) =>
    renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <ListResults<{ id: number }, { page?: number }>
          name="orders"
          result={{ ok: true, data: { items: [], totalCount, pages: 1 } }}
          emptyId="cabinetOrders.none"
          countId="cabinetOrders.count"
          paging={{ search: page ? { page } : {}, read: readOrdersSearch }}
        >
          {(o) => <li key={o.id} />}
        </ListResults>
      </LocaleProvider>,
    )

  it('says the page is past the end, not that there are none', async () => {
    const list = await results(2, 8)
    expect(list.host.textContent).toContain('Nimic pe pagina 2.')
    expect(list.host.textContent).not.toContain('Nu aveți încă comenzi')
    list.unmount()
  })

  it('page 1 empty: none yet, as before', async () => {
    const list = await results(undefined, 0)
    expect(list.host.textContent).toContain('Nu aveți încă comenzi')
    list.unmount()
  })
})

it("a refusal that names only a field: the field's words, not an empty notice", async () => {
  const list = await renderForm(
    <ListResults<{ id: number }, { page?: number }>
      name="orders"
      result={{ ok: false, signedOut: false, status: 400, fields: { end_date: 'Data de sfârșit' }, errors: [] }}
      emptyId="cabinetOrders.none"
      countId="cabinetOrders.count"
    >
      {(o) => <li key={o.id} />}
    </ListResults>,
  )
  expect(list.host.textContent).toBe('Data de sfârșit')
  list.unmount()
})
