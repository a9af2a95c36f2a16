/**
 * Whose order or quote request it is, for a buyer with several companies (decision 0067's amendment):
 * the reading of the user data's companies (accounts spec 3 "User data": `company`, `companies`), the
 * rule of the choice and the body's `company_id`. One place for the quote request page
 * (app/features/quote-cart) and the checkout (app/features/checkout). Pure and client-safe.
 */

/** A company of the buyer's, as a choice offers it. */
export interface BuyerCompany {
  /** An integer id's digits or id text (contract text-id.ts): a back end may name its companies `c5`. */
  id: string
  name: string
  status: 'pending' | 'active' | 'rejected' | null
}

/**
 * The buyer's companies and the account's default one from the user data: `companies` (oldest
 * first) and `company` (the one create-company saves; the reference back end's first, the one it
 * files an order or a quote under when none is named).
 */
export function buyerCompanies(group: {
  company: { id: string } | null
  companies: readonly { id: string; name: string; status: BuyerCompany['status'] }[]
}): { companies: BuyerCompany[]; defaultId: string | null } {
  return {
    companies: group.companies.map((c) => ({ id: c.id, name: c.name, status: c.status })),
    defaultId: group.company?.id ?? null,
  }
}

/**
 * The companies a buyer chooses from, and the one chosen at first: the account's default (the user
 * data's `company`) while the shop has confirmed it, else the first confirmed one, else the default or
 * the first listed - a bank transfer and a quote request are refused in the name of a company not yet
 * confirmed (decision 0020), so the choice does not start on one. A choice is offered only with two
 * companies or more: with one (or none) the body names none and the back end takes the account's own.
 */
export function companyChoice(
  companies: readonly BuyerCompany[],
  defaultId: string | null,
): { companies: readonly BuyerCompany[]; selected: string } | null {
  if (companies.length < 2) return null
  const byDefault = companies.find((c) => c.id === defaultId)
  const confirmed = companies.find((c) => c.status === 'active')
  const selected = byDefault?.status === 'active' ? byDefault : (confirmed ?? byDefault ?? companies[0]!)
  return { companies, selected: selected.id }
}

/** The company chosen now: the one picked while it is still offered, else the choice's first selection; none without a choice. */
export function chosenCompany(choice: ReturnType<typeof companyChoice>, picked: string | null): string | null {
  if (!choice) return null
  return choice.companies.some((c) => c.id === picked) ? picked! : choice.selected
}

/**
 * A body with the chosen company's `company_id`, or as it is when there was no choice (null). The id is
 * text here; the server function sends an integer's digits as the number (text-id.ts `sentId`).
 */
export function withCompany<T extends object>(body: T, companyId: string | null): T & { company_id?: string } {
  return companyId === null ? body : { ...body, company_id: companyId }
}

/** The company an order or a quote request was placed for, as the buyer chose it: what its page names afterwards. */
export type ChosenCompany = Pick<BuyerCompany, 'name' | 'status'>

/** The chosen company's name and status from the choice, by id; none without a choice (null). */
export function chosenCompanyOf(
  choice: ReturnType<typeof companyChoice>,
  companyId: string | null,
): ChosenCompany | null {
  const c = choice?.companies.find((x) => x.id === companyId)
  return c ? { name: c.name, status: c.status } : null
}

const STATUSES: readonly BuyerCompany['status'][] = ['pending', 'active', 'rejected', null]

/**
 * A chosen company read back (the stored quote cart, the success page's history entry): a name of 1 to
 * 500 characters and a known status (anything else is none); anything else is no company (null).
 */
export function readChosenCompany(raw: unknown): ChosenCompany | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { name, status } = raw as Record<string, unknown>
  if (typeof name !== 'string' || name.trim() === '' || name.length > 500) return null
  return {
    name,
    status: STATUSES.includes(status as BuyerCompany['status']) ? (status as BuyerCompany['status']) : null,
  }
}
