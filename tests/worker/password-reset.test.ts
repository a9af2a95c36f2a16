import { env } from 'cloudflare:workers'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { confirmPasswordReset, requestPasswordReset } from '#app/features/auth/flows.server.ts'

/**
 * Rule 296 (accounts spec 7 and 8): the password reset's failure path. The request's failure is
 * swallowed (the page says the same whether or not an account exists); the confirm's failure shows
 * the back end's body, in its language, field messages included.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const routes = (answers: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
afterAll(() => ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' }))

describe('password reset failures', () => {
  it('a refused or failing reset request is swallowed: the same answer, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const status of [400, 429, 500]) {
      await routes({
        '/auth/users/reset_password/': { __status: status, __body: { email: ['No account with this e-mail'] } },
      })
      expect(await requestPasswordReset('ru', 'nobody@example.com')).toEqual({ ok: true })
    }
    // One line of the flow's each time (the client's own line of a failed call comes once a minute: logCallFailure).
    expect(warn.mock.calls.filter((c) => String(c[0]).startsWith('[auth]'))).toHaveLength(3)
    warn.mockRestore()
  })

  it.each([
    ['field messages', { fields: { new_password: ['Пароль слишком короткий'] } }, ['Пароль слишком короткий']],
    ['a spent link', { error: 'Ссылка недействительна или устарела' }, ['Ссылка недействительна или устарела']],
    ['a body of lists', { token: ['Invalid token'], non_field_errors: ['Try again'] }, ['Invalid token', 'Try again']],
    ['nothing readable', {}, ['Unknown error occurred']],
  ])('a refused confirm shows the body: %s', async (_, body, errors) => {
    await routes({ '/auth/users/reset_password_confirm/': { __status: 400, __body: body } })
    expect(
      await confirmPasswordReset('ru', { uid: 'MTI', token: 'spent', new_password: 'short', re_new_password: 'short' }),
    ).toMatchObject({ ok: false, errors })
  })
})
