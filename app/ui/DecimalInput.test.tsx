// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DecimalInput } from './DecimalInput'
import { typeBeforeHydration, unmountHydrated } from './form/render-test'

afterEach(unmountHydrated)
const typeBefore = typeBeforeHydration

/**
 * Typed on the server's HTML before the page was interactive (useEarlyValue): cleaned as if typed now,
 * and settled when the shopper has already left the field, since that blur was never heard.
 */
describe('DecimalInput: text typed before hydration', () => {
  it.each([
    // typed, still in the field, shown after hydration and told to the owner
    ['12a,5', true, '12,5'],
    ['1', true, '1'],
    ['1', false, '100'], // left the field: clamped to min as a blur would
    ['250.555', false, '250.55'],
    ['abc', false, ''], // cleaned back to the empty text it had
  ])('%s (still in the field: %s) reads %s', (typed, inField, shown) => {
    const onValueChange = vi.fn()
    const input = typeBefore(
      <DecimalInput name="price" min={100} max={1000} defaultValue="" onValueChange={onValueChange} />,
      typed,
      inField,
    )
    expect(input.value).toBe(shown)
    expect(onValueChange).toHaveBeenLastCalledWith(shown)
  })

  it('nothing typed: nothing told', () => {
    const onValueChange = vi.fn()
    typeBefore(<DecimalInput name="price" defaultValue="5" onValueChange={onValueChange} />, '5', false)
    expect(onValueChange).not.toHaveBeenCalled()
  })
})
