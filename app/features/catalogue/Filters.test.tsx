// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import en from '#locales/en.json'
import { Filters } from './Filters'
import { EMPTY_FILTERS, type FilterState } from './filter-query'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Shopper audit a4: the price filter's Apply, pressed from the keyboard, left the focus on the page (the
// range's form was remounted with the applied values).
describe('Filters: applying a price range keeps the focus', () => {
  let root: Root | undefined
  let host: HTMLElement | undefined
  afterEach(() => {
    act(() => root?.unmount())
    host?.remove()
  })

  /** The filters as the listing shows them: each change is applied. */
  async function mount() {
    host = document.createElement('div')
    document.body.appendChild(host)
    const r = createRoot(host)
    root = r
    const render = (state: FilterState) =>
      r.render(
        <LocaleProvider locale="en" messages={compactMessages(en)}>
          <Filters groups={[]} state={state} priceBounds={{ min: 10, max: 900 }} onChange={(next) => render(next)} />
        </LocaleProvider>,
      )
    await act(async () => render(EMPTY_FILTERS))
    return {
      input: (name: string) => host!.querySelector<HTMLInputElement>(`form.filters__price input[name="${name}"]`)!,
      apply: () => host!.querySelector<HTMLButtonElement>('form.filters__price button[type="submit"]')!,
      submit: (from: HTMLElement) =>
        act(async () => {
          from.focus()
          host!.querySelector<HTMLFormElement>('form.filters__price')!.requestSubmit()
        }),
    }
  }

  it('Apply: the focus stays on Apply, the form showing the applied range; a reset shows the bounds again', async () => {
    const f = await mount()
    f.input('from').value = '500'
    f.input('to').value = '300'
    const before = f.apply()
    await f.submit(before)
    // the values ordered
    expect([f.input('from').value, f.input('to').value]).toEqual(['300', '500'])
    expect(document.activeElement).toBe(f.apply())
    const reset = [...host!.querySelectorAll('button')].find((b) => b.textContent === 'Reset filters')!
    await act(async () => reset.click())
    expect([f.input('from').value, f.input('to').value]).toEqual(['10', '900'])
  })

  it('an Enter in a field: the focus stays in that field', async () => {
    const f = await mount()
    const before = f.input('to')
    before.value = '500'
    await f.submit(before)
    expect(f.input('to').value).toBe('500')
    expect(document.activeElement).toBe(f.input('to'))
  })
})
