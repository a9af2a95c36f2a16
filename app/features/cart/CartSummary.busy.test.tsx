// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeAll, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import ro from '#locales/ro.json'
import { CartSummary } from './CartSummary'

/**
 * Shopper audit a4: "Finalizează comanda" pressed from the keyboard was disabled while the last check
 * ran (the server cart's reservation, the local cart's refresh): the focus fell to the page, and the
 * checkout's dialog, opened then, had no opener to give it back to - closed (Esc, ×), the focus stayed
 * on the page. The button rests while busy (clicks ignored), never disabled.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
beforeAll(() => loadLaterMessages('ro'))

it('busy: the checkout button keeps the focus and ignores clicks; then it checks out', async () => {
  const onCheckout = vi.fn()
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  const render = (busy: boolean) =>
    act(async () =>
      root.render(
        <LocaleProvider locale="ro" messages={compactMessages(ro)}>
          <CartSummary
            totals={{
              total: 100,
              saved: 0,
              discount: 0,
              promoCode: null,
              delivery: { kind: 'own', amount: 0 },
              final: 100,
              points: 0,
              taxPercent: 20,
            }}
            money={(n) => `${n} lei`}
            problems={null}
            reservationProblems={null}
            titleOf={() => null}
            notHome={[]}
            unconfirmed={0}
            busy={busy}
            onCheckout={onCheckout}
          />
        </LocaleProvider>,
      ),
    )
  await render(false)
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Finalizează comanda')!
  button.focus()
  await render(true)
  expect(button.disabled).toBe(false)
  expect(button.getAttribute('aria-disabled')).toBe('true')
  expect(document.activeElement).toBe(button)
  await act(async () => button.click())
  expect(onCheckout).not.toHaveBeenCalled()
  await render(false)
  expect(button.getAttribute('aria-disabled')).toBe('false')
  await act(async () => button.click())
  expect(onCheckout).toHaveBeenCalledTimes(1)
  act(() => root.unmount())
  host.remove()
})
