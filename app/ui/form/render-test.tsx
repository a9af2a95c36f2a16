import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import en from '#locales/en.json'

/** Helpers for a kit form's component test (happy-dom): render in English, type as a shopper, submit. Tests only. */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const messages = compactMessages(en)

export async function renderForm(node: ReactNode) {
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

/**
 * Server HTML of `node`, `typed` put in its first input as a shopper types before the page is
 * interactive (the focus left in it or not), then hydration: that input, and unmount.
 */
export function typeBeforeHydration(node: ReactNode, typed: string, stillInField: boolean) {
  const tree = (
    <LocaleProvider locale="en" messages={messages}>
      {node}
    </LocaleProvider>
  )
  const host = document.createElement('div')
  host.innerHTML = renderToString(tree)
  document.body.appendChild(host)
  const input = host.querySelector('input') as HTMLInputElement
  input.value = typed
  if (stillInField) input.focus()
  let root: Root | undefined
  act(() => {
    root = hydrateRoot(host, tree)
  })
  return {
    input,
    unmount() {
      act(() => root?.unmount())
      host.remove()
    },
  }
}
