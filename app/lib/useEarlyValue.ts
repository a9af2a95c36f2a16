import { useEffect, useRef } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isTick = (control: Control): control is HTMLInputElement =>
  control.type === 'checkbox' || control.type === 'radio'

/** What a control holds: a checkbox's or radio's checked state as 'true' or 'false', else its value. */
const held = (control: Control) => (isTick(control) ? String(control.checked) : control.value)

/**
 * Whether the shopper (or autofill) changed the control since its HTML was parsed: its value against
 * the HTML's (an option's `selected` attribute is its defaultSelected). A client render that differs
 * from the server's is no change, so the server's value never replaces the one the client rendered.
 */
const changedFromHtml = (control: Control) => {
  if (isTick(control)) return control.checked !== control.defaultChecked
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((o) => o.selected !== o.hasAttribute('selected'))
  return control.value !== control.defaultValue
}

/**
 * A value given to a server-rendered control before the page is interactive: a sort picked, a
 * field typed into or autofilled on a slow phone. The browser shows it, but React hydrates with
 * the value it rendered and never hears the change: a controlled control is set back on its next
 * render, and an uncontrolled one keeps text its form's state does not have. The mount effect reads
 * the element once and hands a value the shopper changed, and that differs from the rendered one,
 * to `take`, as if it were entered now. Put the returned ref on the control; `rendered` is what the
 * component rendered (for a checkbox, 'true' or 'false').
 */
export function useEarlyValue<E extends Control = HTMLSelectElement>(rendered: string, take: (value: string) => void) {
  const control = useRef<E | null>(null)
  // Only at mount: later changes reach onChange. The first render's values are the ones to compare.
  const first = useRef({ rendered, take })
  useEffect(() => {
    const element = control.current
    if (!element || !changedFromHtml(element)) return
    const early = held(element)
    if (early !== first.current.rendered) first.current.take(early)
  }, [])
  return control
}
