// @vitest-environment happy-dom

import { fireEvent } from '@testing-library/react'
import { act, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm, typeBeforeHydration, unmountHydrated } from '#app/ui/form/render-test.tsx'
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
    expect(onChange).toHaveBeenCalledWith(5, true)
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

/**
 * A field the shopper empties (select all, Backspace) or fills with letters, then leaves: the count
 * it had comes back. Before, an empty field read as 0 and the line was deleted on every device.
 */
describe('QuantityControl: a field left empty or without a number', () => {
  async function field(value: number, multiplicity = 1) {
    const onChange = vi.fn()
    const form = await renderForm(
      <QuantityControl value={value} multiplicity={multiplicity} onChange={onChange} label="Count" allowZero />,
    )
    const input = form.host.querySelector('input') as HTMLInputElement
    const type = (text: string) => act(async () => fireEvent.change(input, { target: { value: text } }))
    return { form, input, onChange, type }
  }

  it.each([
    ['emptied, then left', '', 'blur'],
    ['emptied, then Enter', '', 'Enter'],
    ['letters typed (cleaned to nothing), then left', 'abc', 'blur'],
    ['a lone separator, then left', '.', 'blur'],
  ])('%s: the count it had is back, nothing removed', async (_what, text, how) => {
    const { form, input, onChange, type } = await field(3)
    await type(text)
    await act(async () => (how === 'blur' ? fireEvent.blur(input) : fireEvent.keyDown(input, { key: 'Enter' })))
    expect(onChange).not.toHaveBeenCalled()
    expect(input.value).toBe('3')
    form.unmount()
  })

  it('an explicit 0, then left: the line is removed (spec 4)', async () => {
    const { form, input, onChange, type } = await field(3)
    await type('0')
    await act(async () => fireEvent.blur(input))
    expect(onChange).toHaveBeenCalledWith(0, true)
    form.unmount()
  })

  it('a number, then left: set, clamped to the multiplicity', async () => {
    const { form, input, onChange, type } = await field(4, 2)
    await type('7')
    await act(async () => fireEvent.blur(input))
    expect(onChange).toHaveBeenCalledWith(7, true)
    form.unmount()
  })

  it('emptied before the page was interactive and left: the count it had stays', () => {
    const onChange = vi.fn()
    const input = typeBefore(
      <QuantityControl value={2} multiplicity={1} onChange={onChange} label="Count" allowZero />,
      '',
      false,
    )
    expect(onChange).not.toHaveBeenCalled()
    expect(input.value).toBe('2')
  })
})

/**
 * The field says which a count was (decision 0106): typed (Enter, leaving the field, typed before
 * hydration) or stepped (− and +). Before, the store guessed by the value: 3 typed over 2 read as a
 * + step (one multiplicity up) and was summed with another device's change; the server cart guessed
 * by the event and took it as typed.
 */
describe('QuantityControl: typed or stepped', () => {
  async function field(value: number, multiplicity = 1) {
    const onChange = vi.fn()
    const form = await renderForm(
      <QuantityControl value={value} multiplicity={multiplicity} onChange={onChange} label="Count" allowZero />,
    )
    const input = form.host.querySelector('input') as HTMLInputElement
    const [minus, plus] = [...form.host.querySelectorAll('button')] as HTMLButtonElement[]
    const type = (text: string) => act(async () => fireEvent.change(input, { target: { value: text } }))
    return { form, input, minus: minus!, plus: plus!, onChange, type }
  }

  it.each([
    ['Enter', (input: HTMLInputElement) => fireEvent.keyDown(input, { key: 'Enter' })],
    ['leaving the field', (input: HTMLInputElement) => fireEvent.blur(input)],
  ])('3 typed over 2 (one step away), then %s: typed', async (_how, leave) => {
    const { form, input, onChange, type } = await field(2)
    await type('3')
    await act(async () => leave(input))
    expect(onChange).toHaveBeenCalledWith(3, true)
    form.unmount()
  })

  it('+ and − are steps, also several multiplicities away from nothing typed', async () => {
    const { form, minus, plus, onChange } = await field(4, 2)
    await form.click(plus)
    expect(onChange).toHaveBeenLastCalledWith(6, false)
    await form.click(minus)
    expect(onChange).toHaveBeenLastCalledWith(2, false)
    form.unmount()
  })
})

/**
 * Shopper audit a4 (session 66): − pressed down to the multiplicity became disabled and the focus it
 * had fell to the page (a keyboard shopper started again from the top). The buttons rest with
 * aria-disabled: focused still, announced as unavailable, and a press changes nothing.
 */
describe('QuantityControl: a step that is not available keeps the focus', () => {
  /** A line whose count follows the control, as the cart's does. */
  function Line({ start, onChange }: { start: number; onChange: (n: number, typed: boolean) => void }) {
    const [value, setValue] = useState(start)
    return (
      <QuantityControl
        value={value}
        multiplicity={1}
        label="Count"
        onChange={(n, typed) => {
          onChange(n, typed)
          setValue(n)
        }}
      />
    )
  }
  const buttons = (host: HTMLElement) => [...host.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement]

  it('− pressed down to the multiplicity: focus stays on it, aria-disabled, a second press changes nothing', async () => {
    const onChange = vi.fn()
    const form = await renderForm(<Line start={2} onChange={onChange} />)
    const [minus, plus] = buttons(form.host)
    minus.focus()
    await form.click(minus)
    expect(onChange).toHaveBeenLastCalledWith(1, false)
    expect([minus.disabled, minus.getAttribute('aria-disabled')]).toEqual([false, 'true'])
    expect(document.activeElement).toBe(minus)
    await form.click(minus)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(plus.getAttribute('aria-disabled')).toBe('false')
    form.unmount()
  })

  it('a count below its multiplicity (a stored line): − does not raise it; + at the cap changes nothing', async () => {
    const onChange = vi.fn()
    const low = await renderForm(<Line start={0.5} onChange={onChange} />)
    await low.click(buttons(low.host)[0])
    low.unmount()
    const top = await renderForm(<Line start={99999} onChange={onChange} />)
    const plus = buttons(top.host)[1]
    expect(plus.getAttribute('aria-disabled')).toBe('true')
    await top.click(plus)
    expect(onChange).not.toHaveBeenCalled()
    top.unmount()
  })
})
