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

/**
 * A paste is masked whole (a shopper audit: the browser cut `+373 69 123 456` pasted after `+(373) `
 * at the 17-character maxLength first, and the field showed `+(373) 37 369-12`; `069 123 456` lost
 * its last digit). The browser's own paste would be cut; here the field writes the masked text.
 */
describe('PhoneInput: a pasted number', () => {
  const paste = (input: HTMLInputElement, text: string) => {
    const event = new Event('paste', { bubbles: true, cancelable: true })
    Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
    act(() => {
      input.dispatchEvent(event)
    })
    return event.defaultPrevented
  }
  it.each([
    ['moldova', '+373 69 123 456', '+(373) 69 123-456'],
    ['moldova', '069 123 456', '+(373) 69 123-456'],
    ['moldova', '0037369123456', '+(373) 69 123-456'],
    ['moldova', '373 (69) 123-456', '+(373) 69 123-456'],
    ['romania', '+40 721 234 567', '+40 721 234-567'],
    ['romania', '0721 234 567', '+40 721 234-567'],
    ['romania', '0040 721-234-567', '+40 721 234-567'],
  ] as const)('%s: %j pasted after the prefix -> %j, told to the form', (mask, text, shown) => {
    const onValueChange = vi.fn()
    const host = hydrateAfter(<PhoneInput name="phone" mask={mask} onValueChange={onValueChange} />, () => {})
    const input = host.querySelector('input') as HTMLInputElement
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
    expect(paste(input, text)).toBe(true)
    expect(input.value).toBe(shown)
    expect(onValueChange).toHaveBeenLastCalledWith(shown)
  })

  it('replaces the selected part of a number', () => {
    const host = hydrateAfter(<PhoneInput name="phone" mask="moldova" defaultValue="+37369123456" />, () => {})
    const input = host.querySelector('input') as HTMLInputElement
    input.focus()
    input.setSelectionRange(7, input.value.length)
    paste(input, '078 000 111')
    expect(input.value).toBe('+(373) 78 000-111')
  })
})
