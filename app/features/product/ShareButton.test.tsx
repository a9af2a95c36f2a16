// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '#app/toasts/store.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import { ShareButton } from './ShareButton'

/** Storefront spec 2.5: share, with its link-copied notice (issue 52 point 5). */
const URL = 'https://shop.example/en/product/tested-phone'

function setNavigator(
  share: ((data: ShareData) => Promise<void>) | undefined,
  writeText: (text: string) => Promise<void>,
) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

async function tap() {
  const view = await renderForm(<ShareButton url={URL} title="Tested phone" />)
  const button = view.host.querySelector<HTMLButtonElement>('button.share-button') as HTMLButtonElement
  expect(button.textContent).toBe('Share')
  await view.click(button)
  view.unmount()
}

afterEach(() => {
  toastState.toasts = []
  vi.restoreAllMocks()
})

describe('ShareButton', () => {
  it("without a share sheet: copies the page's link and says 'Link copied'", async () => {
    const writeText = vi.fn(async () => {})
    setNavigator(undefined, writeText)
    await tap()
    expect(writeText).toHaveBeenCalledWith(URL)
    expect(toastState.toasts.map((t) => [t.text, t.kind])).toEqual([['Link copied', 'success']])
  })

  it('with a share sheet: shares the link and title, copies nothing, no notice', async () => {
    const share = vi.fn(async () => {})
    const writeText = vi.fn(async () => {})
    setNavigator(share, writeText)
    await tap()
    expect(share).toHaveBeenCalledWith({ url: URL, title: 'Tested phone' })
    expect(writeText).not.toHaveBeenCalled()
    expect(toastState.toasts).toEqual([])
  })

  it('a share sheet closed without sharing: copies instead', async () => {
    const writeText = vi.fn(async () => {})
    setNavigator(async () => Promise.reject(new DOMException('cancelled', 'AbortError')), writeText)
    await tap()
    expect(writeText).toHaveBeenCalledWith(URL)
    expect(toastState.toasts.map((t) => t.text)).toEqual(['Link copied'])
  })

  it('copying refused: the notice shows the link itself to copy by hand', async () => {
    setNavigator(undefined, async () => Promise.reject(new Error('denied')))
    await tap()
    expect(toastState.toasts.map((t) => [t.text, t.kind])).toEqual([[URL, 'info']])
  })
})
