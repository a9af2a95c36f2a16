import { type InputHTMLAttributes, useState } from 'react'
import { type DecimalRule, decimalKeyAllowed, sanitizeDecimal, settleDecimal } from '../lib/decimal-input'
import { useEarlyValue } from '../lib/useEarlyValue'

type Props = DecimalRule &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type'> & {
    /** Controlled text; leave out (with `defaultValue`) for a form read through FormData. */
    value?: string
    defaultValue?: string
    onValueChange?: (text: string) => void
  }

/**
 * The general decimal input (storefront spec 5): two decimals unless told otherwise, negatives and
 * min/max clamping when asked, a comma or a dot. Other keys are refused while typing, pasted text is
 * cleaned, and leaving the field clamps it (app/lib/decimal-input.ts).
 */
export function DecimalInput({
  decimals,
  negative,
  min,
  max,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  onKeyDown,
  ...input
}: Props) {
  const rule: DecimalRule = { decimals, negative, min, max }
  const [own, setOwn] = useState(defaultValue ?? '')
  const text = value ?? own
  const set = (next: string) => {
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  // Typed before the page was interactive: cleaned as if typed now, and settled if the shopper has
  // already left the field (that blur was not heard).
  const early = useEarlyValue<HTMLInputElement>(text, (typed) => {
    const clean = sanitizeDecimal(typed, rule)
    const next = document.activeElement === early.current ? clean : settleDecimal(clean, rule)
    set(next)
    // written here too: text cleaned back to the state's renders nothing
    if (early.current) early.current.value = next
  })
  return (
    <input
      {...input}
      ref={early}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onKeyDown={(e) => {
        if (!decimalKeyAllowed(e.key, rule, { ctrl: e.ctrlKey, meta: e.metaKey })) e.preventDefault()
        onKeyDown?.(e)
      }}
      onChange={(e) => set(sanitizeDecimal(e.target.value, rule))}
      onBlur={(e) => {
        const settled = settleDecimal(text, rule)
        if (settled !== text) set(settled)
        onBlur?.(e)
      }}
    />
  )
}
