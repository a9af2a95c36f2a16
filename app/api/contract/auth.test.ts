import { describe, expect, it } from 'vitest'
import { userGroupSchema } from './auth'

/** The user data answer (accounts spec 3 "User data"): loyalty_points is a number, default 0. */
const answer = {
  id: 7,
  user: {
    id: 7,
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'T',
    full_name: 'Ana T',
    phone: null,
    birthday: null,
    balance: 12.5,
    status: 'active',
    can_use_promocode: false,
  },
  company: null,
  group_user_type: { id: 1, name: 'customer' },
  loyalty_points: 40,
  delivery_addresses: [],
}

describe('userGroupSchema', () => {
  it.each([
    ['present', { loyalty_points: 40 }, 40],
    ['missing', { loyalty_points: undefined }, 0],
    ['null', { loyalty_points: null }, 0],
    ['zero', { loyalty_points: 0 }, 0],
  ])('loyalty_points %s -> %d, and the rest of the answer still parses', (_name, over, points) => {
    const parsed = userGroupSchema.safeParse({ ...answer, ...over })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.loyalty_points).toBe(points)
    expect(parsed.data?.group_user_type.id).toBe(1)
    expect(parsed.data?.user).toMatchObject({ balance: 12.5, status: 'active', can_use_promocode: false })
  })

  it('a broken loyalty_points value is still refused (not silently 0)', () => {
    expect(userGroupSchema.safeParse({ ...answer, loyalty_points: 'many' }).success).toBe(false)
  })
})
