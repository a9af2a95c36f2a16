import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The orders' and acts' company filter against a back end whose user group names one `company` (spec 3). */
const listed = vi.hoisted(() => ({ answer: null as unknown, asked: 0 }))
vi.mock('./cabinet.functions', () => ({
  actsFn: vi.fn(),
  ordersFn: vi.fn(),
  userGroupFn: vi.fn(),
  companiesFn: async () => {
    listed.asked++
    return listed.answer
  },
}))
vi.mock('#app/shell/shell.functions.ts', () => ({ shellQuery: vi.fn() }))
vi.mock('./guard', () => ({ orLogin: vi.fn() }))
const { companyChoices } = await import('./list-loaders')

const group = (companies: { id: number; name: string }[]) =>
  ({ ok: true, data: { companies } }) as unknown as Parameters<typeof companyChoices>[1]
const page = (data: { id: number; name: string }[]) => ({ ok: true, data: { data, totalCount: data.length, pages: 1 } })

beforeEach(() => {
  listed.asked = 0
  listed.answer = page([])
})

describe('companyChoices', () => {
  it("one company in the user group: the account's companies list adds the others", async () => {
    listed.answer = page([
      { id: 3, name: 'SRL Exemplu' },
      { id: 4, name: 'II Popescu' },
    ])
    expect(await companyChoices('ro', group([{ id: 3, name: 'SRL Exemplu' }]))).toEqual([
      { id: 3, name: 'SRL Exemplu' },
      { id: 4, name: 'II Popescu' },
    ])
  })

  it("the list failing: the group's company", async () => {
    listed.answer = { ok: false, status: 503 }
    expect(await companyChoices('ro', group([{ id: 3, name: 'A' }]))).toEqual([{ id: 3, name: 'A' }])
  })

  it('no company, or several: the group says it all (no extra call)', async () => {
    expect(await companyChoices('ro', group([]))).toEqual([])
    expect(
      await companyChoices(
        'ro',
        group([
          { id: 3, name: 'A' },
          { id: 4, name: 'B' },
        ]),
      ),
    ).toHaveLength(2)
    expect(listed.asked).toBe(0)
  })
})
