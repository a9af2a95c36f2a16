// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'
import type { ProfileData } from './ProfilePage'

/** The personal form on the form kit: the body sent (the birthday only when changed) and the server's errors by their fields. */
const calls = vi.hoisted(() => ({ save: vi.fn(), upload: vi.fn(), deleteImage: vi.fn() }))
vi.mock('./cabinet.functions', () => ({
  savePersonalFn: calls.save,
  deleteProfileImageFn: calls.deleteImage,
  uploadProfileImageFn: calls.upload,
}))
// the picked file as it is: happy-dom draws no canvas
vi.mock('./avatar', () => ({ scaledAvatar: async (file: File) => file }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
vi.mock('#app/toasts/store.ts', () => ({ showToast: vi.fn() }))
vi.mock('#app/modals/store.ts', () => ({ openModal: vi.fn() }))
vi.mock('./ContactList', () => ({
  ContactList: ({ kind }: { kind: string }) => <section data-testid={`contacts-${kind}`} />,
}))
vi.mock('../auth', () => ({ ChangePasswordForm: () => <form data-testid="change-password-form" /> }))
vi.mock('./CabinetFrame', () => ({
  CabinetFrame: ({ children }: { children: ReactNode }) => children,
  Notice: ({ children }: { children: ReactNode }) => children,
}))

const { ProfilePage } = await import('./ProfilePage')
const data = {
  group: {
    // the user group's id and the user's differ on a back end that is not the reference one
    id: 5,
    user: {
      id: 42,
      full_name: 'Ana Pop',
      firstName: 'Ana',
      lastName: 'Pop',
      email: 'a@b.md',
      birthday: '1990-01-02',
      profile_image: null,
    },
  },
  phones: [],
  emails: [],
  listsFailed: false,
} as unknown as ProfileData
let view: Awaited<ReturnType<typeof renderForm>>
const saveButton = () => view.host.querySelector<HTMLButtonElement>('[data-testid="name-save"]') as HTMLButtonElement

beforeEach(async () => {
  calls.save.mockReset()
  view = await renderForm(<ProfilePage origin="" data={data} />)
})
afterEach(() => view.unmount())

describe('the personal form on the form kit', () => {
  it('the name trimmed, the birthday left out when as loaded; saved: the button held', async () => {
    calls.save.mockResolvedValue({ ok: true, data: null })
    expect(view.input('full_name').value).toBe('Ana Pop')
    expect(view.input('birthday').value).toBe('1990-01-02')
    await view.type('full_name', '  Ana Maria Pop ')
    await view.submit('name-form')
    expect(calls.save).toHaveBeenCalledWith({ data: { lang: 'en', fullName: 'Ana Maria Pop' } })
    // held with aria-disabled (a disabled button dropped the focus to the page), a submit meanwhile sends nothing
    expect([saveButton().disabled, saveButton().getAttribute('aria-disabled')]).toEqual([false, 'true'])
    await view.submit('name-form')
    expect(calls.save).toHaveBeenCalledTimes(1)
  })

  it('a changed birthday is sent; the errors by their fields, the others below, the button free again', async () => {
    calls.save.mockResolvedValue({ ok: false, fields: { birthday: 'Too early', other: 'Bad' }, errors: ['Later'] })
    await view.type('birthday', '1901-01-01')
    await view.submit('name-form')
    expect(calls.save).toHaveBeenCalledWith({
      data: { lang: 'en', fullName: 'Ana Pop', birthday: '1901-01-01' },
    })
    expect(view.host.querySelector('[data-testid="birthday-field-error"]')?.textContent).toBe('Too early')
    expect(view.input('birthday').getAttribute('aria-invalid')).toBe('true')
    expect(view.host.querySelector('[data-testid="name-field-error"]')).toBeNull()
    expect(view.host.querySelector('[data-testid="name-form"] .form__errors')?.textContent).toContain('Bad')
    expect([saveButton().disabled, saveButton().getAttribute('aria-disabled')]).toEqual([false, 'false'])
  })
})

// The form is noValidate: an empty name was the browser's "Please fill out this field." on a Romanian page.
describe('the personal form checks its fields in the page language', () => {
  it('an empty name: "Completați acest câmp." at the field, the focus there, nothing sent', async () => {
    view.unmount()
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <ProfilePage origin="" data={data} />
      </LocaleProvider>,
    )
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="name-form"]')?.noValidate).toBe(true)
    await view.type('full_name', '')
    await view.submit('name-form')
    expect(calls.save).not.toHaveBeenCalled()
    const error = view.host.querySelector('[data-testid="name-field-error"]')
    expect(error?.textContent).toBe('Completați acest câmp.')
    expect(view.input('full_name').getAttribute('aria-describedby')).toBe(error?.id)
    expect(view.input('full_name').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(view.input('full_name'))
  })
})

describe('the profile page holds what the spec lists (accounts spec 2, rule 40)', () => {
  it('name, avatar, password, phones, e-mails - in that order', () => {
    const order = [
      ...view.host.querySelectorAll(
        '[data-testid="name-form"], [data-testid="avatar-form"], [data-testid="change-password-form"], [data-testid^="contacts-"]',
      ),
    ].map((e) => e.getAttribute('data-testid'))
    expect(order).toEqual(['name-form', 'avatar-form', 'change-password-form', 'contacts-phone', 'contacts-email'])
  })
})

/**
 * Shopper audit a4: the avatar's upload and delete became disabled while they ran (and the upload again
 * when it cleared the preview) and the focus fell to the page. They rest with aria-disabled: the focus
 * stays on the pressed button and a second press sends nothing.
 */
describe('the avatar buttons while they run', () => {
  const button = (testId: string) => view.host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!
  const resting = (b: HTMLButtonElement) => [b.disabled, b.getAttribute('aria-disabled')]

  it('upload: resting before a file is picked; pressed, the focus stays, aria-disabled, a second press uploads nothing', async () => {
    let answer: (v: unknown) => void = () => {}
    calls.upload.mockReset().mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const upload = button('avatar-upload')
    expect(resting(upload)).toEqual([false, 'true'])
    await view.click(upload)
    expect(calls.upload).not.toHaveBeenCalled()
    const input = view.host.querySelector<HTMLInputElement>('[data-testid="avatar-input"]')!
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'me.png', { type: 'image/png' })] })
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })))
    expect(resting(upload)).toEqual([false, 'false'])
    upload.focus()
    await view.click(upload)
    expect(resting(upload)).toEqual([false, 'true'])
    expect(document.activeElement).toBe(upload)
    await view.click(upload)
    expect(calls.upload).toHaveBeenCalledTimes(1)
    // uploaded: the preview goes, the button rests (held, nothing picked) with the focus still on it
    await act(async () => answer({ ok: true, data: { profile_image: '/images/avatar/1' } }))
    expect(resting(upload)).toEqual([false, 'true'])
    expect(document.activeElement).toBe(upload)
  })

  it('delete: the focus stays on it, aria-disabled while it runs, a second press deletes nothing more', async () => {
    view.unmount()
    const withImage = { ...data, group: { ...data.group, user: { ...data.group.user, profile_image: '/a.png' } } }
    let answer: (v: unknown) => void = () => {}
    calls.deleteImage.mockReset().mockReturnValue(new Promise((resolve) => (answer = resolve)))
    view = await renderForm(<ProfilePage origin="" data={withImage as ProfileData} />)
    const remove = button('avatar-delete')
    remove.focus()
    await view.click(remove)
    expect(resting(remove)).toEqual([false, 'true'])
    expect(document.activeElement).toBe(remove)
    await view.click(remove)
    expect(calls.deleteImage).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: false, fields: {}, errors: ['No'] }))
    expect(resting(remove)).toEqual([false, 'false'])
  })
})
