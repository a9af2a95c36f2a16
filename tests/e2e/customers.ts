import { expect } from '@playwright/test'

/**
 * Accounts of a test's own (issue 24): a copy of a seeded account - its password, group, company,
 * addresses, orders and acts - under a new e-mail, made by the reference back end's development
 * endpoint POST /__dev/customers. Tests never sign in as the shared demo accounts, so files can run
 * in parallel and no test reads what another one changed.
 */
const ADMIN = `http://127.0.0.1:${Number(process.env.ADMIN_API_PORT ?? 8788)}`

export type CustomerTemplate = 'demo@example.com' | 'company@example.com' | 'customer1@example.com'

export interface Customer {
  id: number
  email: string
  phone: string
  password: string
}

/** A new account like `template` (default: the demo customer with orders and addresses). */
export async function newCustomer(template: CustomerTemplate = 'demo@example.com'): Promise<Customer> {
  const res = await fetch(`${ADMIN}/__dev/customers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ template }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as Customer
}
