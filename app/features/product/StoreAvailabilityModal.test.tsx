// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Shopper audit a4: the modal's retry became disabled while the shops loaded again and the focus fell to
 * the page, out of the dialog. It rests with aria-disabled: the focus stays on it, a second press asks nothing.
 */
const calls = vi.hoisted(() => ({ shops: vi.fn() }))
vi.mock('./product.functions', () => ({
  storeAvailabilityQuery: (lang: string, productId: number) => ({
    queryKey: ['store-availability', lang, productId],
    queryFn: calls.shops,
  }),
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))

const { default: StoreAvailabilityModal } = await import('./StoreAvailabilityModal')
// react-query tells its observers on a timer: each step waits for it
const press = (el: HTMLElement | (() => void)) =>
  act(async () => {
    if (typeof el === 'function') el()
    else el.click()
    await new Promise((resolve) => setTimeout(resolve, 5))
  })

it('retry: the focus stays on it, aria-disabled while it loads, a second press asks nothing more', async () => {
  calls.shops.mockRejectedValueOnce(new Error('offline'))
  const client = new QueryClient()
  const view = await renderForm(
    <QueryClientProvider client={client}>
      <StoreAvailabilityModal productId={5} title="Cable" />
    </QueryClientProvider>,
  )
  // the first load: "checking"
  expect(document.querySelector('.store-availability__state[aria-busy="true"]')).not.toBeNull()
  await press(() => {})
  const retry = document.querySelector<HTMLButtonElement>('[data-testid="store-availability-failed"] button')!
  let fail: (e: Error) => void = () => {}
  calls.shops.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
  retry.focus()
  await press(retry)
  expect([retry.disabled, retry.getAttribute('aria-disabled')]).toEqual([false, 'true'])
  expect(document.activeElement).toBe(retry)
  await press(retry)
  expect(calls.shops).toHaveBeenCalledTimes(2)
  expect(document.querySelector('[data-testid="store-availability"] [aria-busy="true"]')).toBe(retry)
  // failed again: the button free, the focus still on it; then an answer shows the shops
  await press(() => fail(new Error('offline')))
  expect([retry.isConnected, retry.getAttribute('aria-disabled'), document.activeElement === retry]).toEqual([
    true,
    'false',
    true,
  ])
  calls.shops.mockResolvedValue([])
  await press(retry)
  expect(document.querySelector('[data-testid="store-availability-none"]')).not.toBeNull()
  view.unmount()
  client.clear()
})
