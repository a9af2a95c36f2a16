import { useEffect, useRef } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * A value given to a server-rendered control before the page is interactive: a sort picked, a
 * field typed into or autofilled on a slow phone (decision 0083). The browser shows it, but React
 * hydrates with the value it rendered and never hears the change: a controlled control is set back
 * on its next render, and an uncontrolled one keeps text its form's state does not have.
 *
 * The mount effect reads the element once and hands its value to `take`, as if entered now, when
 * the shopper (or autofill) changed it since its HTML was parsed (value against defaultValue, checked
 * against defaultChecked, an option against its `selected` attribute) and it differs from what the
 * component rendered. A client render that differs from the server's is thus never replaced. Put the
 * returned ref on the control; a checkbox's or radio's value is 'true' or 'false'.
 */
export function useEarlyValue<E extends Control = HTMLSelectElement>(rendered: string, take: (value: string) => void) {
  const control = useRef<E | null>(null)
  // Only at mount: later changes reach onChange. The first render's values are the ones to compare.
  const first = useRef({ rendered, take })
  useEffect(() => {
    const c: Control | null = control.current
    if (!c) return
    const tick = c.type === 'checkbox' || c.type === 'radio'
    const changed =
      'options' in c
        ? [...c.options].some((o) => o.selected !== o.hasAttribute('selected'))
        : tick
          ? (c as HTMLInputElement).checked !== (c as HTMLInputElement).defaultChecked
          : c.value !== c.defaultValue
    const early = tick ? String((c as HTMLInputElement).checked) : c.value
    if (changed && early !== first.current.rendered) first.current.take(early)
  }, [])
  return control
}
