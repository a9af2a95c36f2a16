// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * A refused subscription says every text the back end gave, in its order: an operator's back end
 * answering 400 `{"non_field_errors":["Abonarea este închisă."]}` had the footer say "Something went
 * wrong" (only the e-mail's error and the first message were read). The generic text only when the
 * back end said nothing.
 */
const calls = vi.hoisted(() => ({ subscribe: vi.fn() }))
vi.mock('./newsletter.functions', () => ({ newsletterFn: calls.subscribe }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))

const { NewsletterForm } = await import('./NewsletterForm')
let view: Awaited<ReturnType<typeof renderForm>>

beforeEach(async () => {
  calls.subscribe.mockReset()
  view = await renderForm(<NewsletterForm />)
})
afterEach(() => view.unmount())

const refusedWith = async (fields: Record<string, string>, messages: string[]) => {
  calls.subscribe.mockResolvedValue({ ok: false, fields, messages })
  await view.type('email', 'ana@example.com')
  await act(async () => view.host.querySelector('form')?.requestSubmit())
  const id = view.input('email').getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

it.each([
  ['non_field_errors alone', { non_field_errors: 'Abonarea este închisă.' }, [], 'Abonarea este închisă.'],
  ['a detail', {}, ['Prea multe cereri.'], 'Prea multe cereri.'],
  [
    "the e-mail's, then the others, in order",
    { email: 'Adresa există deja.', non_field_errors: 'Închis.', 'settings.list': 'Lista lipsește.' },
    ['Încercați mai târziu.'],
    'Adresa există deja. Închis. Lista lipsește. Încercați mai târziu.',
  ],
  ['nothing said: the generic text', {}, [], 'Something went wrong. Please try again later.'],
])('%s', async (_name, fields, messages, shown) => {
  expect(await refusedWith(fields, messages)).toBe(shown)
  expect(calls.subscribe).toHaveBeenCalledTimes(1)
})

// Shopper audit a4: the button became disabled while the subscription was sent and the focus fell to the
// page. It rests with aria-disabled: the focus stays on it, a second press sends nothing.
it('sending: the focus stays on the button, aria-disabled, a second press sends nothing', async () => {
  let answer: (v: unknown) => void = () => {}
  calls.subscribe.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  await view.type('email', 'ana@example.com')
  const button = view.host.querySelector('button')!
  button.focus()
  await view.click(button)
  expect([button.disabled, button.getAttribute('aria-disabled')]).toEqual([false, 'true'])
  expect(document.activeElement).toBe(button)
  await view.click(button)
  await act(async () => view.host.querySelector('form')?.requestSubmit())
  expect(calls.subscribe).toHaveBeenCalledTimes(1)
  await act(async () => answer({ ok: false, fields: { email: 'Taken.' }, messages: [] }))
  expect(button.getAttribute('aria-disabled')).toBe('false')
  expect(document.activeElement).toBe(button)
})
