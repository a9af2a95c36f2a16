// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import type { MessageId } from '#app/i18n/messages.ts'
import { compileMessages } from '#app/i18n/precompile.ts'
import {
  checked,
  Field,
  type FieldProblem,
  FormMessages,
  Input,
  raw,
  rulesSchema,
  type SendResult,
  SubmitButton,
  useShopForm,
} from '.'
import { hydrateAfter, unmountHydrated } from './render-test'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const messages = {
  'content.form.error.required': 'Required',
  'content.form.error.phone': 'Bad phone',
  'content.form.error.email': 'Bad e-mail',
  'content.form.send': 'Send',
  'content.form.sending': 'Sending',
  globalMessageSomethingWentWrong: 'Oops',
  // precompiled, as the build hands the shop its messages
  'quickOrder.countInvalid': compileMessages({ m: 'At most {max}' }).m!,
}

const schema = rulesSchema({ name: { required: true }, phone: { kind: 'phone' }, email: { kind: 'email' } })

function Form({ send }: { send: (v: Record<string, string>) => Promise<SendResult> }) {
  const form = useShopForm({ schema, defaultValues: { name: '', phone: '', email: '' }, send })
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
      <Field form={form} name="name" label="Name" required />
      <Field form={form} name="phone" label="Phone" phoneMask="moldova" />
      <Field form={form} name="email" label="E-mail" type="email" />
      <FormMessages messages={form.messages} />
      <SubmitButton pending={form.pending} labelId="content.form.send" />
    </form>
  )
}

let root: Root | null = null
async function render(node: React.ReactNode) {
  const host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
  await act(async () =>
    root!.render(
      <LocaleProvider locale="en" messages={messages}>
        {node}
      </LocaleProvider>,
    ),
  )
  return host
}

async function mount(send: (v: Record<string, string>) => Promise<SendResult>) {
  const host = await render(<Form send={send} />)
  const input = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  const type = async (name: string, value: string) =>
    act(async () => {
      const el = input(name)
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(el, value)
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
  const submit = async () => act(async () => host.querySelector('form')!.requestSubmit())
  const errorOf = (name: string) => {
    const id = input(name).getAttribute('aria-describedby')
    return id ? (document.getElementById(id)?.textContent ?? null) : null
  }
  return { host, input, type, submit, errorOf }
}

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('useShopForm + Field', () => {
  it('checks on submit: localised errors wired by aria, the first gets the focus, nothing sent', async () => {
    const send = vi.fn()
    const f = await mount(send)
    expect(f.input('name').getAttribute('aria-invalid')).toBeNull()
    await f.type('email', 'a@b')
    await f.submit()
    expect(send).not.toHaveBeenCalled()
    expect(f.errorOf('name')).toBe('Required')
    expect(f.errorOf('email')).toBe('Bad e-mail')
    expect(f.errorOf('phone')).toBeNull()
    expect(f.input('name').getAttribute('aria-invalid')).toBe('true')
    expect(f.input('name').getAttribute('aria-required')).toBe('true')
    expect(document.activeElement).toBe(f.input('name'))
  })

  it('a required field shows its * after the label, unless requiredMark is false (still aria-required)', async () => {
    function Marks() {
      const form = useShopForm({
        schema,
        defaultValues: { name: '', phone: '', email: '' },
        send: async () => ({ ok: true, fields: {}, messages: [] }),
      })
      return (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
          <Field form={form} name="name" label="Name" required />
          <Field form={form} name="email" label="E-mail" required requiredMark={false} />
        </form>
      )
    }
    const host = await render(<Marks />)
    const labels = [...host.querySelectorAll('label')].map((l) => l.textContent)
    expect(labels).toEqual(['Name *', 'E-mail'])
    expect(host.querySelector('[name="email"]')?.getAttribute('aria-required')).toBe('true')
  })

  it("invalidMessage: the client checks' errors come with that message of the whole form; a send replaces it", async () => {
    const send = vi.fn(async () => ({ ok: false, fields: {}, messages: ['From the back end'] }))
    function Invalid() {
      const form = useShopForm({
        schema,
        defaultValues: { name: '', phone: '', email: '' },
        invalidMessage: 'content.form.error.required',
        send,
      })
      return (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
          <Field form={form} name="name" label="Name" required />
          <FormMessages messages={form.messages} />
        </form>
      )
    }
    const host = await render(<Invalid />)
    const messagesShown = () => [...host.querySelectorAll('.form__errors p')].map((p) => p.textContent)
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(messagesShown()).toEqual(['Required'])
    await act(async () => {
      const el = host.querySelector<HTMLInputElement>('[name="name"]')!
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, 'Ana')
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(messagesShown()).toEqual(['From the back end'])
  })

  it('a second submit with nothing changed shows the same errors again (none is lost)', async () => {
    const send = vi.fn(async () => ({ ok: true, fields: {}, messages: [] }))
    const f = await mount(send)
    await f.submit()
    await f.submit()
    expect(f.errorOf('name')).toBe('Required')
    expect(document.activeElement).toBe(f.input('name'))
    await f.type('name', 'Ana')
    await f.submit()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('an extra check under a name no field has fails the submit until it passes, then the form sends', async () => {
    let slot = ''
    const send = vi.fn(async () => ({ ok: true, fields: {}, messages: [] }))
    function Extra() {
      const form = useShopForm({
        schema,
        defaultValues: { name: 'Ana', phone: '', email: '' },
        extraChecks: (): Record<string, MessageId> => (slot ? {} : { slot: 'content.form.error.required' }),
        send,
      })
      return (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
          <Field form={form} name="name" label="Name" required />
          <p data-testid="slot">{form.errors.slot ?? ''}</p>
        </form>
      )
    }
    const host = await render(<Extra />)
    const submit = async () => act(async () => host.querySelector('form')!.requestSubmit())
    await submit()
    await submit()
    expect(host.querySelector('[data-testid="slot"]')?.textContent).toBe('Required')
    expect(send).not.toHaveBeenCalled()
    slot = '2026-12-01'
    await submit()
    expect(send).toHaveBeenCalledTimes(1)
    expect(host.querySelector('[data-testid="slot"]')?.textContent).toBe('')
  })

  it("an extra check reads the typed values, its message takes values, and it shows beside the schema's problems", async () => {
    const send = vi.fn(async () => ({ ok: true, fields: {}, messages: [] }))
    const countSchema = rulesSchema({ count: { required: true }, name: { required: true } })
    function Count() {
      const form = useShopForm({
        schema: countSchema,
        defaultValues: { count: '', name: '' },
        extraChecks: (values): Record<string, FieldProblem> =>
          values.count === 'x' ? { count: { id: 'quickOrder.countInvalid', values: { max: 7 } } } : {},
        send,
      })
      return (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
          <Field form={form} name="count" label="Count" required />
          <Field form={form} name="name" label="Name" required />
        </form>
      )
    }
    const host = await render(<Count />)
    const input = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input('count'), 'x')
      input('count').dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(host.textContent).toContain('At most 7')
    expect(host.textContent).toContain('Required')
    expect(document.activeElement).toBe(input('count'))
    expect(send).not.toHaveBeenCalled()
  })

  it('errors change only on submit (typing keeps them), then the cleaned values are sent', async () => {
    const send = vi.fn(async () => ({ ok: true, fields: {}, messages: [] }))
    const f = await mount(send)
    await f.submit()
    await f.type('name', '  Ana ')
    expect(f.errorOf('name')).toBe('Required')
    await f.type('phone', '+(373) ')
    await f.submit()
    expect(send).toHaveBeenCalledWith({ name: 'Ana', phone: '', email: '' })
    expect(f.errorOf('name')).toBeNull()
  })

  it('the phone field is masked and its masked value is sent', async () => {
    const send = vi.fn(async (_values: Record<string, string>) => ({ ok: true, fields: {}, messages: [] }))
    const f = await mount(send)
    await f.type('name', 'Ana')
    await f.type('phone', '69123456')
    await f.submit()
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]![0].phone).toBe(f.input('phone').value)
    expect(f.input('phone').value.replace(/\D/g, '')).toBe('37369123456')
  })

  it('maps the back end field errors and messages as returned, focusing the field', async () => {
    const send = vi.fn(async () => ({ ok: false, fields: { email: 'Taken' }, messages: ['Try later'] }))
    const f = await mount(send)
    await f.type('name', 'Ana')
    await f.type('email', 'a@b.md')
    await f.submit()
    expect(f.errorOf('email')).toBe('Taken')
    expect(f.host.querySelector('[role="alert"]')?.textContent).toBe('Try later')
    expect(document.activeElement).toBe(f.input('email'))
  })

  it("a field error no field shows (non_field_errors, a nested serialiser's path) is among the form's messages", async () => {
    const send = vi.fn(async () => ({
      ok: false,
      fields: { email: 'Taken', non_field_errors: 'Unable to log in', 'address.city': 'Required', other: 'Try later' },
      messages: ['Try later'],
    }))
    const f = await mount(send)
    await f.type('name', 'Ana')
    await f.type('email', 'a@b.md')
    await f.submit()
    expect(f.errorOf('email')).toBe('Taken')
    const alert = [...f.host.querySelectorAll('[role="alert"] p')].map((p) => p.textContent)
    expect(alert).toEqual(['Try later', 'Unable to log in', 'Required'])
  })

  // Shopper audit a4: a disabled button drops the focus to the page (a failed offline order left it there).
  it('a failed send shows "something went wrong"; the button rests while sending, never disabled, the focus on it', async () => {
    let fail: (e: Error) => void = () => {}
    const send = vi.fn(() => new Promise<SendResult>((_, reject) => (fail = reject)))
    const f = await mount(send)
    await f.type('name', 'Ana')
    const button = f.host.querySelector('button')!
    button.focus()
    await f.submit()
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.textContent).toBe('Sending')
    await f.submit()
    await act(async () => button.click())
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => fail(new Error('net')))
    expect(button.getAttribute('aria-disabled')).toBe('false')
    expect(document.activeElement).toBe(button)
    expect(f.host.querySelector('[role="alert"]')?.textContent).toBe('Oops')
  })
})

const LOGIN = z.object({ email: raw(), password: raw(), remember: checked() })

function BoundForm({ send }: { send: (v: z.output<typeof LOGIN>) => Promise<SendResult> }) {
  const form = useShopForm({
    schema: LOGIN,
    defaultValues: { email: '', password: '', remember: false },
    clearOnSend: true,
    send,
  })
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit}>
      <Input form={form} name="email" />
      <Input form={form} name="password" type="password" />
      <Input form={form} name="remember" type="checkbox" />
      <FormMessages messages={form.messages} />
    </form>
  )
}

describe('Input (a bare control bound to the kit) and clearOnSend', () => {
  it('sends text as typed (raw: untrimmed) and a checkbox as a boolean; clearOnSend empties the messages while sending', async () => {
    let answer: (r: SendResult) => void = () => {}
    const send = vi.fn(() => new Promise<SendResult>((resolve) => (answer = resolve)))
    const host = await render(<BoundForm send={send} />)
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    await act(async () => {
      const password = host.querySelector<HTMLInputElement>('[name="password"]')!
      setValue.call(password, ' p w ')
      password.dispatchEvent(new Event('input', { bubbles: true }))
      host.querySelector<HTMLInputElement>('[name="remember"]')!.click()
    })
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(send).toHaveBeenLastCalledWith({ email: '', password: ' p w ', remember: true })
    await act(async () => answer({ ok: false, fields: {}, messages: ['Wrong'] }))
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Wrong')
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(host.querySelector('[role="alert"]')).toBeNull()
    await act(async () => answer({ ok: true, fields: {}, messages: [] }))
  })
})

describe('values given before the page is interactive (server HTML, then hydration)', () => {
  afterEach(unmountHydrated)
  const hydrate = (node: React.ReactNode, fill: (host: HTMLElement) => void) => hydrateAfter(node, fill, messages)
  const put = (host: HTMLElement, name: string, value: string) => {
    host.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value
  }

  it('Field: typed text stays on screen and is sent; an early phone is masked like a typed one', async () => {
    const send = vi.fn(async (_values: Record<string, string>) => ({ ok: true, fields: {}, messages: [] }))
    const host = hydrate(<Form send={send} />, (h) => {
      put(h, 'name', 'Ana')
      put(h, 'phone', '69123456')
      put(h, 'email', 'ana@example.com')
    })
    // a re-render (the submit's errors cleared) would set a controlled input back to an empty state
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(host.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Ana')
    const phone = host.querySelector<HTMLInputElement>('[name="phone"]')!.value
    expect(phone).toBe('+(373) 69 123-456')
    expect(send).toHaveBeenCalledWith({ name: 'Ana', phone, email: 'ana@example.com' })
  })

  it('Input: early text and an early tick are sent', async () => {
    const send = vi.fn(async () => ({ ok: true, fields: {}, messages: [] }))
    const host = hydrate(<BoundForm send={send} />, (h) => {
      put(h, 'email', 'a@b.md')
      put(h, 'password', 'secret')
      h.querySelector<HTMLInputElement>('[name="remember"]')!.checked = true
    })
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(send).toHaveBeenLastCalledWith({ email: 'a@b.md', password: 'secret', remember: true })
  })

  it('nothing given early: the defaults are sent as before', async () => {
    const send = vi.fn(async () => ({ ok: true, fields: {}, messages: [] }))
    const host = hydrate(<BoundForm send={send} />, () => {})
    await act(async () => host.querySelector('form')!.requestSubmit())
    expect(send).toHaveBeenLastCalledWith({ email: '', password: '', remember: false })
  })
})
