import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/ui/form/index.ts'
import { ADDRESS } from './address-form'
import { addressPayload } from './addresses'

describe('the saved-address form schema', () => {
  it.each([
    [{}, { building: '', apartment: '', note: '', default: false }],
    [
      { building: ' 12A ', apartment: '3', note: 'gate', default: true, city: '7' },
      { building: ' 12A ', apartment: '3', note: 'gate', default: true },
    ],
  ])('%j -> %j', (values, sent) => {
    expect(checkForm(ADDRESS, values)).toEqual({ ok: true, value: sent })
  })

  it('its values make the same payload the FormData did (addressPayload trims)', () => {
    const checked = checkForm(ADDRESS, { building: ' 12A ', apartment: '', note: '', default: true })
    if (!checked.ok) throw new Error('not ok')
    const v = checked.value
    expect(
      addressPayload({ cityId: 7, building: v.building, apartment: v.apartment, note: v.note, isDefault: v.default }),
    ).toEqual(addressPayload({ cityId: 7, building: ' 12A ', apartment: '', note: '', isDefault: true }))
  })
})
