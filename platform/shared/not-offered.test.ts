import { describe, expect, it } from 'vitest'
import { callNotOffered } from './not-offered'

describe('callNotOffered: a back end without the call, not one failing it', () => {
  it.each<[number, boolean]>([
    [404, true],
    [405, true],
    [501, true],
    [0, false],
    [400, false],
    [401, false],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])('%i -> %j', (status, missing) => expect(callNotOffered(status)).toBe(missing))
})
