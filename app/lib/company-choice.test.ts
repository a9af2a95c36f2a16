import { describe, expect, it } from 'vitest'
import { buyerCompanies, chosenCompany, companyChoice, withCompany } from './company-choice'

/**
 * Whose order or quote it is (decision 0067's amendment): the quote request page and the checkout
 * share this reading of the user data's companies, the rule of the choice and the body's company_id.
 */
// ids are text (session 64: a back end's `c12`); an integer id is its digits
const alfa = { id: '11', name: 'Alfa Trade SRL', status: 'active' as const }
const beta = { id: 'c12', name: 'Beta Grup SA', status: 'pending' as const }

describe('the companies of the user data', () => {
  it("reads each company's id, name and status, and the account's default (`company`)", () => {
    const group = {
      company: { ...beta, idno: '1003600000001' },
      companies: [
        { ...alfa, idno: '1', vat: null, iban: 'MD00' },
        { ...beta, idno: '2', vat: 'x', iban: null },
      ],
    }
    expect(buyerCompanies(group)).toEqual({ companies: [alfa, beta], defaultId: 'c12' })
    expect(buyerCompanies({ company: null, companies: [] })).toEqual({ companies: [], defaultId: null })
  })
})

describe('the choice', () => {
  it('none with one company or none: the body names no company (the back end takes the account own)', () => {
    expect(companyChoice([], null)).toBeNull()
    expect(companyChoice([alfa], '11')).toBeNull()
    expect(chosenCompany(null, '11')).toBeNull()
    expect(withCompany({ lines: [1] }, null)).toEqual({ lines: [1] })
  })

  it("with several, the account's default is chosen first, else the first listed", () => {
    const gamma = { id: '13', name: 'Gamma SRL', status: 'active' as const }
    expect(companyChoice([alfa, gamma], '13')).toEqual({ companies: [alfa, gamma], selected: '13' })
    expect(companyChoice([alfa, beta], null)?.selected).toBe('11')
    expect(companyChoice([alfa, beta], '99')?.selected).toBe('11')
    // a default the shop has not confirmed: the first confirmed one (a bank transfer in its name is refused)
    expect(companyChoice([alfa, beta], 'c12')?.selected).toBe('11')
    expect(companyChoice([beta, alfa], 'c12')?.selected).toBe('11')
    expect(companyChoice([beta, alfa], null)?.selected).toBe('11')
    // none confirmed: the default, else the first
    const delta = { id: '14', name: 'Delta SRL', status: 'rejected' as const }
    expect(companyChoice([beta, delta], '14')?.selected).toBe('14')
    expect(companyChoice([beta, delta], null)?.selected).toBe('c12')
  })

  it('a company picked stays chosen while it is offered; one no longer listed falls back to the first selection', () => {
    const choice = companyChoice([alfa, beta], '11')
    expect(chosenCompany(choice, 'c12')).toBe('c12')
    expect(chosenCompany(choice, null)).toBe('11')
    expect(chosenCompany(choice, '77')).toBe('11')
  })

  it('the chosen company goes in the body as company_id', () => {
    expect(withCompany({ lines: [1] }, 'c12')).toEqual({ lines: [1], company_id: 'c12' })
  })
})
