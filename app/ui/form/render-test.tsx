import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadAsideMessages, loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import en from '#locales/en.json'

/** Helpers for a kit form's component test (happy-dom): render in English, type as a shopper, submit. Tests only. */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const messages = compactMessages(en)

export async function renderForm(node: ReactNode) {
  // A form that shows later or aside messages suspends until they load (decisions 0087, 0103): loaded first, as a page would.
  await Promise.all([loadLaterMessages('en'), loadAsideMessages('en')])
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root: Root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale="en" messages={messages}>
        {node}
      </LocaleProvider>,
    ),
  )
  const input = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
  return {
    host,
    input,
    async type(name: string, value: string) {
      const el = input(name)
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value)
        el.dispatchEvent(new Event('input', { bubbles: true }))
      })
    },
    async click(el: HTMLElement) {
      await act(async () => el.click())
    },
    async submit(testId: string) {
      await act(async () => host.querySelector<HTMLFormElement>(`[data-testid="${testId}"]`)?.requestSubmit())
    },
    unmount() {
      act(() => root.unmount())
      host.remove()
    },
  }
}

const hydrated: (() => void)[] = []

/** Unmounts and removes what hydrateAfter mounted (for afterEach). */
export function unmountHydrated() {
  for (const unmount of hydrated.splice(0)) unmount()
}

/**
 * Server HTML of `node` (in English, or with `catalogue`), `change` made on its DOM as a shopper or
 * autofill would before the page is interactive, then hydration: the host element.
 */
export function hydrateAfter(node: ReactNode, change: (host: HTMLElement) => void, catalogue = messages) {
  const tree = (
    <LocaleProvider locale="en" messages={catalogue}>
      {node}
    </LocaleProvider>
  )
  const host = document.createElement('div')
  host.innerHTML = renderToString(tree)
  document.body.appendChild(host)
  change(host)
  let root: Root | undefined
  act(() => {
    root = hydrateRoot(host, tree)
  })
  hydrated.push(() => {
    act(() => root?.unmount())
    host.remove()
  })
  return host
}

/** hydrateAfter with `typed` put in the first input (the focus left in it or not): that input. */
export function typeBeforeHydration(node: ReactNode, typed: string, stillInField: boolean) {
  const host = hydrateAfter(node, (h) => {
    const input = h.querySelector('input') as HTMLInputElement
    input.value = typed
    if (stillInField) input.focus()
  })
  return host.querySelector('input') as HTMLInputElement
}
