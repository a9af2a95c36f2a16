import { describe, expect, it } from 'vitest'
import { companyGroupId } from './company-group'

describe('companyGroupId', () => {
  it.each<[string | undefined, string]>([
    [undefined, '2'],
    ['', '2'],
    ['5', '5'],
    [' 7 ', '7'],
    ['12', '12'],
    ['0', '2'],
    ['-3', '2'],
    ['2.5', '2'],
    ['05', '2'],
    ['five', '2'],
    ['1e3', '2'],
    ['99999999999', '2'],
  ])('COMPANY_GROUP_ID %j is group %s', (configured, expected) => {
    expect(companyGroupId(configured)).toBe(expected)
  })
})
