import { z } from 'zod'
import { emailSchema, qStr } from './params'

/** Auth calls the cart needs (accounts spec 7): JWT create/refresh, logout, users/me, user-group. */

export const jwtCreateBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
})
export const jwtPairSchema = z.object({ access: z.string(), refresh: z.string() })
export const jwtRefreshBodySchema = z.object({ refresh: z.string().min(10).max(4000) })
export const jwtAccessSchema = z.object({ access: z.string() })
export const logoutBodySchema = z.object({ refresh: z.string().min(10).max(4000).optional() })

export const profileSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  balance: z.number(),
  status: z.string(),
  can_use_promocode: z.boolean(),
})
export type Profile = z.infer<typeof profileSchema>

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  idno: z.string(),
  vat: z.string().nullable(),
  address: z.string(),
  bank: z.string().nullable(),
  iban: z.string().nullable(),
  status: z.string(),
})

export const userGroupQuerySchema = z.object({ t: qStr(40).optional() })
export const userGroupSchema = z.object({
  id: z.number(),
  user: profileSchema,
  company: companySchema.nullable(),
  group_user_type: z.object({ id: z.number(), name: z.string() }),
  loyalty_points: z.number(),
  delivery_addresses: z.array(
    z.object({ id: z.number(), city_id: z.number(), street_id: z.number().nullable(), building: z.string(), apartment: z.string().nullable(), note: z.string().nullable(), is_default: z.boolean() }),
  ),
})
export type UserGroup = z.infer<typeof userGroupSchema>

/** The JWT payload admin-api signs (HS256). `exp` and `iat` are seconds. */
export const jwtPayloadSchema = z.object({ sub: z.string(), typ: z.enum(['access', 'refresh']), jti: z.string(), iat: z.number(), exp: z.number() })

/** POST /auth/users/ (register). The account is active at once in the reference back end. */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().min(8).max(200),
    re_password: z.string().max(200).optional(),
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().max(100).optional(),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone number')
      .optional(),
  })
  .refine((b) => b.re_password === undefined || b.re_password === b.password, { message: 'Passwords do not match', path: ['re_password'] })
