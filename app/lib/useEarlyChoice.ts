import { useEffect, useRef } from 'react'

/**
 * A choice made in a server-rendered <select> before the page is interactive (the sort of a listing on
 * a slow phone). The browser shows the new option, but React hydrates with the value it rendered and
 * never hears the change, so the choice was shown and not applied. The mount effect reads the element
 * once and hands a value that differs from the rendered one to `choose`, as if it were picked now.
 * Put the returned ref on the <select>; `choose` gets the option's value as written in the HTML.
 */
export function useEarlyChoice(rendered: string, choose: (value: string) => void) {
  const select = useRef<HTMLSelectElement | null>(null)
  // Only at mount: later changes reach onChange. The first render's values are the ones to compare.
  const first = useRef({ rendered, choose })
  useEffect(() => {
    const picked = select.current?.value
    if (picked !== undefined && picked !== first.current.rendered) first.current.choose(picked)
  }, [])
  return select
}
