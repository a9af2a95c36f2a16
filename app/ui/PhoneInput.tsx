import type { ClipboardEvent, FocusEvent, FormEvent, InputHTMLAttributes } from 'react'
import { useEarlyValue } from '#app/lib/useEarlyValue.ts'
import { PHONE_MASKS, type PhoneMaskName } from '#config'
import { maskedCaret, maskLength, maskPhone, prefixLength, typedCountry } from './phone-mask'

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'value' | 'onChange' | 'onInput' | 'onPaste' | 'defaultValue' | 'maxLength'
> & {
  /** Which mask (app.config PHONE_MASKS): the shop's fields pass phoneMaskName(settings). */
  mask: PhoneMaskName
  defaultValue?: string
  /** Called with the masked value after every change (a form kit field keeps it in its state). */
  onValueChange?: (value: string) => void
}

/**
 * The one phone field of the shop (spec 5; decision 0027): masked as typed or pasted
 * (app/ui/phone-mask.ts), at most the mask's length (15 characters for Romania, 17 otherwise;
 * also the maxLength, the spec's limit). A paste is masked whole, then written: the browser cut it at
 * the maxLength first (a shopper audit: `+373 69 123 456` pasted after `+(373) ` became
 * `+(373) 37 369-12`, `069 123 456` lost its last digit).
 * Uncontrolled, so forms read it with FormData like any input; callers send it through
 * normalizePhone (whitespace removed).
 */
export function PhoneInput({ mask, defaultValue, autoComplete = 'tel', onValueChange, ...rest }: Props) {
  const pattern = PHONE_MASKS[mask]
  const rendered = maskPhone(defaultValue ?? '', pattern)
  // A number typed (or autofilled) before the page was interactive: masked now, and told to the form.
  const early = useEarlyValue<HTMLInputElement>(rendered, (typed) => {
    const masked = maskPhone(typed, pattern)
    if (early.current) {
      early.current.value = masked
      early.current.maxLength = maskLength(typedCountry(masked, pattern).mask)
    }
    onValueChange?.(masked)
  })
  const reformat = (input: HTMLInputElement) => {
    const raw = input.value
    const masked = maskPhone(raw, pattern)
    if (masked !== raw) {
      const atEnd = input.selectionStart === null || input.selectionStart >= raw.length
      const caret = atEnd ? masked.length : maskedCaret(raw, input.selectionStart ?? raw.length, pattern)
      input.value = masked
      if (document.activeElement === input) input.setSelectionRange(caret, caret)
    }
    // A number of another country pasted whole (typedCountry) is edited within its own mask's length.
    input.maxLength = maskLength(typedCountry(input.value, pattern).mask)
    onValueChange?.(input.value)
  }
  const format = (event: FormEvent<HTMLInputElement>) => reformat(event.currentTarget)
  // The pasted text goes in where the selection is, whole (a value set by script is not cut at the maxLength).
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const text = event.clipboardData.getData('text')
    if (!text) return
    event.preventDefault()
    const { value } = input
    const start = input.selectionStart ?? value.length
    input.value = value.slice(0, start) + text + value.slice(input.selectionEnd ?? start)
    input.setSelectionRange(start + text.length, start + text.length)
    reformat(input)
  }
  // The caret never starts inside the country prefix: after a click or a focus lands there, it
  // moves behind the value (deferred: the browser places a click's caret after the focus event).
  const afterPrefix = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    requestAnimationFrame(() => {
      const start = input.selectionStart ?? 0
      if (document.activeElement === input && start < prefixLength(pattern) && start === input.selectionEnd)
        input.setSelectionRange(input.value.length, input.value.length)
    })
  }
  return (
    <input
      {...rest}
      ref={early}
      onFocus={afterPrefix}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      maxLength={maskLength(typedCountry(rendered, pattern).mask)}
      defaultValue={rendered}
      onInput={format}
      onPaste={paste}
    />
  )
}
