import { describe, expect, it } from 'vitest'
import { answered } from './cookie-flags'

// flagOf and rawCookieValues are tabled in worker/middleware/viewer-flags/index.test.ts (the Worker's reading).
const AGE = 'is_age_valid'

describe('answered: a yes/no cookie read as the server reads it', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['other=true', false],
    [`${AGE}=true`, true],
    [`a=1; ${AGE}=false; b=2`, true],
    [`${AGE}="true"`, false],
    [`${AGE}=TRUE`, false],
    [`${AGE}=%74rue`, false],
    [`${AGE}=true; ${AGE}=true`, true],
    [`${AGE}=false; ${AGE}=false`, true],
    [`${AGE}=true; ${AGE}=false`, false],
    [`${AGE}=true; ${AGE}="true"`, false],
    [`${AGE}=`, false],
    [`x${AGE}=true`, false],
  ] as const)('%j -> %s', (header, expected) => {
    expect(answered(header, AGE)).toBe(expected)
  })
})
