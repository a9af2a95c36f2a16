// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateAfter, typeBeforeHydration, unmountHydrated } from './form/render-test'
import { PhoneInput } from './PhoneInput'

afterEach(unmountHydrated)

/**
 * A whole number of another of the spec's countries, autofilled or pasted with its + (session 61's
 * operator audit: +37369123456 on a Romanian site was sent as +40373691-234): masked as its own
 * country's, and the field's length follows that mask.
 */
describe("PhoneInput: another country's number", () => {
  it('autofilled before hydration on a Romanian field: the Moldovan mask, 17 characters', () => {
    const onValueChange = vi.fn()
    const input = typeBeforeHydration(
      <PhoneInput name="phone" mask="romania" onValueChange={onValueChange} />,
      '+37369123456',
      false,
    )
    expect(input.value).toBe('+(373) 69 123-456')
    expect(input.maxLength).toBe(17)
    expect(onValueChange).toHaveBeenLastCalledWith('+(373) 69 123-456')
  })

  it("pasted after the field's prefix, then back to a Romanian number: each its own mask and length", () => {
    const host = hydrateAfter(<PhoneInput name="phone" mask="romania" />, () => {})
    const input = host.querySelector('input') as HTMLInputElement
    expect([input.value, input.maxLength]).toEqual(['+40 ', 15])
    const typeIn = (value: string) =>
      act(() => {
        input.value = value
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
    typeIn('+40 +37369123456')
    expect([input.value, input.maxLength]).toEqual(['+(373) 69 123-456', 17])
    typeIn('+40721234567')
    expect([input.value, input.maxLength]).toEqual(['+40 721 234-567', 15])
  })
})
