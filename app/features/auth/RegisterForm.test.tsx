// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The register form checks what registerFn would refuse before sending, and shows it at its field in
 * the page's language (cold review r14: `test@b` or a first name of spaces only gave only "check the
 * fields", and `<script>alert(1)</script>` was taken as a first name).
 */
const calls = vi.hoisted(() => ({ register: vi.fn(), openModal: vi.fn() }))
vi.mock('./auth.functions', () => ({ registerFn: calls.register }))
vi.mock('#app/modals/store.ts', () => ({ openModal: calls.openModal }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))

const { RegisterForm } = await import('./RegisterForm')
let view: Awaited<ReturnType<typeof renderForm>>

beforeEach(async () => {
  calls.register.mockReset().mockResolvedValue({ ok: true, errors: [] })
  calls.openModal.mockReset()
  view = await renderForm(<RegisterForm idPrefix="reg" />)
})
afterEach(() => view.unmount())

async function fill(values: Record<string, string>) {
  const all = {
    first_name: 'Ana',
    last_name: '',
    email: 'ana@shop.md',
    password: 'Secret-123',
    re_password: 'Secret-123',
  }
  for (const [name, value] of Object.entries({ ...all, ...values })) await view.type(name, value)
  await view.submit('register-form')
}
const errorOf = (name: string) => {
  const input = view.input(name)
  const id = input.getAttribute('aria-describedby')
  return input.getAttribute('aria-invalid') === 'true' && id ? view.host.querySelector(`#${id}`)?.textContent : null
}

describe('the register form', () => {
  it.each([
    [{ email: 'test@b' }, 'email', 'Enter a valid e-mail address.'],
    [{ first_name: '   ' }, 'first_name', 'Please fill in this field.'],
    [{ first_name: '<script>alert(1)</script>' }, 'first_name', 'Use only letters, spaces and punctuation.'],
    [{ last_name: 'Pop\u0007' }, 'last_name', 'Use only letters, spaces and punctuation.'],
    [{ first_name: 'A'.repeat(101) }, 'first_name', 'At most 100 characters.'],
  ])('%j: an error at %s, nothing sent', async (values, field, text) => {
    // a value set by script or autofill passes the input's own maxLength and type checks
    for (const input of view.host.querySelectorAll('input')) {
      input.removeAttribute('maxlength')
      input.removeAttribute('required')
      if (input.type === 'email') input.type = 'text'
    }
    await fill(values)
    expect(calls.register).not.toHaveBeenCalled()
    expect(errorOf(field)).toBe(text)
    expect(view.host.querySelector('[data-testid="register-errors"]')?.textContent ?? '').toBe('')
  })

  it('a name with punctuation and letters of any script is sent as typed', async () => {
    await fill({ first_name: "Ioana-Maria O'Neil", last_name: 'Шевченко', email: 'ana@shop.md' })
    expect(calls.register).toHaveBeenCalledWith({
      data: expect.objectContaining({ first_name: "Ioana-Maria O'Neil", last_name: 'Шевченко', email: 'ana@shop.md' }),
    })
    expect(errorOf('first_name')).toBeNull()
    expect(calls.openModal).toHaveBeenCalledWith('registerConfirm')
  })
})

// Review 33: the account forms used the browser's own bubbles, in the browser's language ("Please fill out
// this field." on a Romanian page). The form is noValidate; what its inputs' required, type and lengths
// find is shown at each field in the page's language, and the first such field has the focus.
describe('the register form checks its inputs itself', () => {
  it('is noValidate, so the browser shows no bubble of its own', () => {
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="register-form"]')?.noValidate).toBe(true)
  })

  it('an empty e-mail and a short password: errors at the fields, the focus on the first, nothing sent', async () => {
    await fill({ email: '', password: 'short', re_password: 'short' })
    expect(calls.register).not.toHaveBeenCalled()
    expect(errorOf('email')).toBe('Please fill in this field.')
    expect(errorOf('password')).toBe('At least 8 characters.')
    expect(errorOf('re_password')).toBe('At least 8 characters.')
    expect(document.activeElement).toBe(view.input('email'))
  })
})
