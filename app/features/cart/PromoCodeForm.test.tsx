// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/** The promo code form on the form kit (decision 0078): what is sent, and the answer's texts where they were. */
const calls = vi.hoisted(() => ({ apply: vi.fn(), toast: vi.fn(() => 7), dismiss: vi.fn() }))
vi.mock('./store', async () => {
  const { proxy } = await import('valtio')
  return {
    cartBackend: () => ({ applyPromo: calls.apply }),
    cartState: proxy({ promoCode: null as string | null, discount: 0 }),
    promoState: proxy({ removed: null as string | null }),
    remoteCartState: proxy({ invalidPromo: false }),
  }
})
vi.mock('#app/toasts/store.ts', () => ({ showToast: calls.toast, dismissToast: calls.dismiss }))
const page = vi.hoisted(() => ({ lang: null as unknown as { current: 'en' | 'ru' } }))
vi.mock('#app/shell/useShell.tsx', async () => {
  const { proxy, useSnapshot } = await import('valtio')
  page.lang = proxy({ current: 'en' as 'en' | 'ru' })
  return { useLocale: () => useSnapshot(page.lang).current }
})
const { PromoCodeForm } = await import('./PromoCodeForm')
const { cartState, promoState, remoteCartState } = await import('./store')

type Form = Awaited<ReturnType<typeof renderForm>>
let form: Form | null = null
const apply = async (f: Form) => act(async () => f.host.querySelector('form')!.requestSubmit())
const shown = (f: Form, testId: string) => f.host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null

beforeEach(async () => {
  calls.apply.mockReset()
  calls.toast.mockClear()
  cartState.promoCode = null
  promoState.removed = null
  remoteCartState.invalidPromo = false
  page.lang.current = 'en'
  form = await renderForm(<PromoCodeForm paymentType="cash" />)
})
afterEach(() => {
  form?.unmount()
  form = null
})

describe('the promo code form on the kit', () => {
  it('its Apply button is kept clear of the floating buttons (review r57: the call-us button covered its right end)', async () => {
    const { KEEP_CLEAR } = await import('#app/layout/keep-clear.ts')
    expect(form!.host.querySelector('form button[type="submit"]')!.matches(KEEP_CLEAR)).toBe(true)
  })

  it('an empty code sends nothing and keeps what is shown', async () => {
    calls.apply.mockResolvedValue({ outcome: 'refused', message: 'Promo code expired' })
    await form!.type('code', 'OLD')
    await apply(form!)
    await form!.type('code', '   ')
    await apply(form!)
    expect(calls.apply).toHaveBeenCalledTimes(1)
    expect(shown(form!, 'promo-error')).toBe('Promo code expired')
  })

  it("sends the trimmed code with the page's language and payment type; the back end's refusal shows under the form, the field marked, the focus left where it was", async () => {
    calls.apply.mockResolvedValue({ outcome: 'refused', message: 'Promo code expired' })
    await form!.type('code', ' NOPE-1 ')
    const button = form!.host.querySelector('button')!
    button.focus()
    await apply(form!)
    expect(calls.apply).toHaveBeenCalledWith('NOPE-1', { lang: 'en', paymentType: 'cash' })
    expect(shown(form!, 'promo-error')).toBe('Promo code expired')
    expect(form!.input('code').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(button)
  })

  it("a refusal goes when the page's language changes: it was in the old one (shopper audit a4: Romanian on /ru/cart)", async () => {
    calls.apply.mockResolvedValue({ outcome: 'refused', message: 'Promo code expired' })
    await form!.type('code', 'OLD')
    await apply(form!)
    expect(shown(form!, 'promo-error')).toBe('Promo code expired')
    await act(async () => {
      page.lang.current = 'ru'
    })
    expect(shown(form!, 'promo-error')).toBeNull()
  })

  it.each([
    ['failed', { outcome: 'failed' }, 'The promo code could not be checked. Please try again.'],
    ['not allowed', { outcome: 'not-allowed' }, 'Promo codes are not available for your account.'],
    ['refused without a text', { outcome: 'refused' }, 'Unknown error'],
  ])('%s: its text', async (_name, answer, text) => {
    calls.apply.mockResolvedValue(answer)
    await form!.type('code', 'X')
    await apply(form!)
    expect(shown(form!, 'promo-error')).toBe(text)
  })

  it('a network failure says the code could not be checked; an applied code shows its toast and clears the error', async () => {
    calls.apply.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await form!.type('code', 'WELCOME10')
    await apply(form!)
    expect(shown(form!, 'promo-error')).toBe('The promo code could not be checked. Please try again.')
    calls.apply.mockResolvedValue({ outcome: 'applied' })
    await apply(form!)
    expect(calls.toast).toHaveBeenCalledWith('Promo code applied', 'success')
    expect(shown(form!, 'promo-error')).toBeNull()
  })

  it("the server cart's invalid flag: shown, and typing clears it", async () => {
    await act(async () => {
      remoteCartState.invalidPromo = true
    })
    expect(shown(form!, 'promo-invalid')).toBe('This promo code is not valid.')
    await form!.type('code', 'W')
    expect(remoteCartState.invalidPromo).toBe(false)
  })

  it('a code the cart change took away is offered again', async () => {
    await act(async () => {
      promoState.removed = 'WELCOME10'
    })
    expect(form!.input('code').value).toBe('WELCOME10')
    expect(shown(form!, 'promo-removed')).toBe(
      'Promo code WELCOME10 was removed because the cart changed. Apply it again.',
    )
  })

  // A keyboard review: applying a valid code unmounted the form with the focus in it, and the focus fell to the page.
  it('applied from the focused button: the focus goes on to "Remove"; removing the code brings it to the field; the button rests, never disabled', async () => {
    let answer: (value: unknown) => void = () => {}
    calls.apply.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await form!.type('code', 'WELCOME10')
    const submit = form!.host.querySelector<HTMLButtonElement>('button[type="submit"]')!
    submit.focus()
    await apply(form!) // the send is under way
    expect(submit.disabled).toBe(false)
    expect(submit.getAttribute('aria-disabled')).toBe('true')
    await act(async () => {
      cartState.promoCode = 'WELCOME10'
      answer({ outcome: 'applied' })
    })
    const remove = form!.host.querySelector<HTMLButtonElement>('[data-testid="promo-applied"] button')!
    expect(remove.textContent).toBe('Remove')
    expect(document.activeElement).toBe(remove)
    await act(async () => remove.click())
    expect(document.activeElement).toBe(form!.input('code'))
  })

  it('the notice of a removed code comes into a status region that was already there (heard, not skipped)', async () => {
    const region = form!.host.querySelector('[role="status"]')
    expect(region?.textContent).toBe('')
    await act(async () => {
      promoState.removed = 'WELCOME10'
    })
    expect(form!.host.querySelector('[role="status"]')).toBe(region)
    expect(region?.querySelector('[data-testid="promo-removed"]')).not.toBeNull()
  })
})
