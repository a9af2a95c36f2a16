// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { typeBeforeHydration, unmountHydrated } from '#app/ui/form/render-test.tsx'
import { QuantityControl } from './QuantityControl'

afterEach(unmountHydrated)
const typeBefore = typeBeforeHydration

/** A count typed on the server's HTML before the page was interactive (useEarlyValue). */
describe('QuantityControl: a count typed before hydration', () => {
  it('typed and left: committed, clamped to the multiplicity', () => {
    const onChange = vi.fn()
    const input = typeBefore(
      <QuantityControl value={1} multiplicity={2} onChange={onChange} label="Count" />,
      '5',
      false,
    )
    expect(onChange).toHaveBeenCalledWith(5)
    expect(input.value).toBe('5')
  })

  it('typed below the multiplicity and left: clamped back to the count it had, nothing changed', () => {
    const onChange = vi.fn()
    const input = typeBefore(
      <QuantityControl value={2} multiplicity={2} onChange={onChange} label="Count" />,
      '1',
      false,
    )
    expect(onChange).not.toHaveBeenCalled()
    expect(input.value).toBe('2')
  })

  it('still being typed: stays on screen, cleaned, not committed yet', () => {
    const onChange = vi.fn()
    const input = typeBefore(
      <QuantityControl value={1} multiplicity={1} onChange={onChange} label="Count" />,
      '12x',
      true,
    )
    expect(input.value).toBe('12')
    expect(onChange).not.toHaveBeenCalled()
  })
})
