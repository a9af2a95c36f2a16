import { describe, expect, it } from 'vitest'
import { phoneRegisterConfirmBodySchema } from './adverts'
import { registerBodySchema } from './auth'
import { PLAIN_NAME_MESSAGE } from './person-name'

/**
 * Both ways to register take a name the profile would take again (c66a1645 for e-mail registration;
 * the phone registration's confirm body took any text, which went into the activation e-mail).
 */
const byEmail = (first_name: string, last_name?: string) =>
  registerBodySchema.safeParse({ email: 'ana@example.com', password: 'Parola-lunga-1', first_name, last_name })
const byPhone = (first_name: string, last_name?: string) =>
  phoneRegisterConfirmBodySchema.safeParse({
    code: '123456',
    email: 'ana@example.com',
    first_name,
    last_name,
    password: 'Parola-lunga-1',
  })

describe.each([
  ['e-mail', byEmail],
  ['phone', byPhone],
])('registration by %s', (_way, register) => {
  it.each([['Ana'], ["Ana-Maria O'Neil"], ['Ион'], ['Ana', 'Popescu Jr.']])('takes %j', (...names) => {
    expect(register(names[0] as string, names[1]).success).toBe(true)
  })
  it.each([['<script>alert(1)</script>'], ['Ana', '<b>x</b>'], ['Ana\u0007']])('refuses %j', (...names) => {
    const r = register(names[0] as string, names[1])
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message)).toContain(PLAIN_NAME_MESSAGE)
  })
})
