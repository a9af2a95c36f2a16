import type { FormEvent, InputHTMLAttributes } from 'react'
import { PHONE_MASKS, type PhoneMaskName } from '../../app.config'
import { maskedCaret, maskPhone } from './phone-mask'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'value' | 'onChange' | 'defaultValue' | 'maxLength'> & {
  /** Which mask (app.config PHONE_MASKS): the shop's fields pass phoneMaskName(settings.is_romanian). */
  mask: PhoneMaskName
  defaultValue?: string
}

/**
 * The one phone field of the shop (spec 5; decision 0028): masked as typed or pasted
 * (app/ui/phone-mask.ts), so never longer than the mask (15 characters for Romania, 17 otherwise).
 * No maxLength attribute: the browser would cut a pasted `+(373) 069 123 456` before the mask
 * drops its spaces and trunk 0.
 * Uncontrolled, so forms read it with FormData like any input; callers send it through
 * normalizePhone (whitespace removed).
 */
export function PhoneInput({ mask, defaultValue, onInput, autoComplete = 'tel', ...rest }: Props) {
  const pattern = PHONE_MASKS[mask]
  const format = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const raw = input.value
    const masked = maskPhone(raw, pattern)
    if (masked !== raw) {
      const atEnd = input.selectionStart === null || input.selectionStart >= raw.length
      const caret = atEnd ? masked.length : maskedCaret(raw, input.selectionStart ?? raw.length, pattern)
      input.value = masked
      if (document.activeElement === input) input.setSelectionRange(caret, caret)
    }
    onInput?.(event)
  }
  return <input {...rest} type="tel" inputMode="tel" autoComplete={autoComplete} defaultValue={maskPhone(defaultValue ?? '', pattern)} onInput={format} />
}
