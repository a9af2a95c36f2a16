import { describe, expect, it } from 'vitest'
import { idList } from '../src/lib/sql-filters'

/** The ids written into an `IN (...)` (D1 binds at most 100 parameters a statement). */
describe('idList', () => {
  it.each([
    [[1, 2, 3], '1,2,3'],
    [[], 'NULL'],
    [[0, -4, 9_007_199_254_740_991], '0,-4,9007199254740991'],
  ])('%j -> %s', (ids, sql) => {
    expect(idList(ids)).toBe(sql)
  })

  it.each([[[1.5]], [[Number.NaN]], [[Number.POSITIVE_INFINITY]], [['1); DROP TABLE users; --' as unknown as number]]])(
    'refuses %j: only whole numbers reach the SQL',
    (ids) => {
      expect(() => idList(ids)).toThrow(TypeError)
    },
  )
})
