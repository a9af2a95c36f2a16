import { useEffect, useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { addCount, countCap, multiplicityOf, reduceCount, typedCount } from '#app/lib/quantity.ts'
import { useEarlyValue } from '#app/lib/useEarlyValue.ts'

/**
 * A quantity stepper that respects the multiplicity: − and + step by it, typed values are clamped
 * by the cart rules on blur (never below the multiplicity, at most 99999, 3 decimals); a field left
 * empty or without a number shows the count it had (typedCount: only a typed 0 removes). `onChange`
 * says which it was: a typed count is the count across devices, a step a difference (decision 0106).
 */
export function QuantityControl({
  value,
  multiplicity,
  onChange,
  label,
  itemName,
  allowZero = false,
}: {
  value: number
  multiplicity: number
  /** `typed`: the shopper typed the count in the field (Enter, leaving it); false for − and +. */
  onChange: (next: number, typed: boolean) => void
  label: string
  /** Names the − and + buttons after the line's item ("Decrease quantity: <item>") where a page lists several. */
  itemName?: string
  allowZero?: boolean
}) {
  const intl = useIntl()
  const stepLabel = (id: 'quantity.decrease' | 'quantity.increase') =>
    itemName ? `${intl.formatMessage({ id })}: ${itemName}` : intl.formatMessage({ id })
  const id = useId()
  const m = multiplicityOf(multiplicity)
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = (next: number, typed: boolean) => {
    const safe = next === 0 && !allowZero ? m : next
    setText(String(safe))
    if (safe !== value) onChange(safe, typed)
    return safe
  }
  const canReduce = allowZero || value > m
  const canAdd = value < countCap()
  const typed = (raw: string) => raw.replace(/[^\d.,]/g, '').slice(0, 9)
  // A count typed before the page was interactive: kept while the shopper is still in the field,
  // committed if they have left it (that blur was not heard).
  const early = useEarlyValue<HTMLInputElement>(text, (raw) => {
    const inField = document.activeElement === early.current
    const shown = inField ? typed(raw) : String(commit(typedCount(typed(raw), value, m), true))
    if (inField) setText(shown)
    // written here too: text that comes back to the state's renders nothing
    if (early.current) early.current.value = shown
  })
  return (
    <div className="quantity">
      <button
        type="button"
        className="quantity__step"
        aria-label={stepLabel('quantity.decrease')}
        // aria-disabled, not disabled: a disabled button drops the focus of the shopper who just pressed it
        aria-disabled={!canReduce}
        onClick={() => canReduce && commit(reduceCount(value, m), false)}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={early}
        id={id}
        className="quantity__input"
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(typed(e.target.value))}
        onBlur={() => commit(typedCount(text, value, m), true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(typedCount(text, value, m), true)
        }}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label={stepLabel('quantity.increase')}
        aria-disabled={!canAdd}
        onClick={() => canAdd && commit(addCount(value, m), false)}
      >
        +
      </button>
    </div>
  )
}
