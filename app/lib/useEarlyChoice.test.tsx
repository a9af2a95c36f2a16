// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useEarlyChoice } from './useEarlyChoice'

function Sort({ value, chosen }: { value: string; chosen: string[] }) {
  const ref = useEarlyChoice(value, (v) => chosen.push(v))
  return (
    <select ref={ref} value={value} onChange={(e) => chosen.push(`change:${e.target.value}`)}>
      <option value="new">New</option>
      <option value="price">Price</option>
    </select>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** Server HTML, then the shopper's pick (or none), then hydration: what the handler heard. */
function hydrateAfter(pick: string | null): string[] {
  const chosen: string[] = []
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Sort value="new" chosen={[]} />)
  document.body.appendChild(container)
  const select = container.querySelector('select') as HTMLSelectElement
  if (pick !== null) select.value = pick
  act(() => {
    root = hydrateRoot(container, <Sort value="new" chosen={chosen} />)
  })
  return chosen
}

describe('a choice made before the select is interactive', () => {
  it('is handed to the handler once, at hydration', () => {
    expect(hydrateAfter('price')).toEqual(['price'])
  })

  it('nothing is chosen when the shopper picked nothing, or picked the rendered value again', () => {
    expect(hydrateAfter(null)).toEqual([])
    expect(hydrateAfter('new')).toEqual([])
  })
})
