import { type RefObject, useLayoutEffect } from 'react'

/**
 * A form remounted by a key (its fields start over from the URL's new query) keeps the keyboard's
 * place: the control that had the focus as the old form went (its Apply button, the field an Enter was
 * pressed in) has it in the new one, found by its place among the form's controls. Without it the
 * focus fell to the page with the old form (shopper audit a4: the cabinet lists' Apply). Not on a
 * shop page's first load (the price filter writes its new values into its inputs instead: fewer bytes). `carry` is the
 * parent's `useRef(-1)`: the parent outlives the remounts.
 */
export function useKeptFocus(form: RefObject<HTMLFormElement | null>, carry: { current: number }) {
  useLayoutEffect(() => {
    const el = form.current
    const controls = () => Array.from(el?.elements ?? []) as HTMLElement[]
    controls()[carry.current]?.focus()
    carry.current = -1
    // a layout effect's cleanup runs while the old form is still in the page, the focus still in it
    return () => {
      carry.current = controls().indexOf(document.activeElement as HTMLElement)
    }
  }, [form, carry])
}
