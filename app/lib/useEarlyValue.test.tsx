// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useEarlyValue } from './useEarlyValue'

function Sort({ value, chosen }: { value: string; chosen: string[] }) {
  const ref = useEarlyValue(value, (v) => chosen.push(v))
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
function hydrateAfter(pick: string | null, client = 'new'): string[] {
  const chosen: string[] = []
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Sort value="new" chosen={[]} />)
  document.body.appendChild(container)
  const select = container.querySelector('select') as HTMLSelectElement
  if (pick !== null) select.value = pick
  act(() => {
    root = hydrateRoot(container, <Sort value={client} chosen={chosen} />)
  })
  return chosen
}

function Name({ value, taken }: { value: string; taken: string[] }) {
  const ref = useEarlyValue<HTMLInputElement>(value, (v) => taken.push(v))
  return <input ref={ref} name="name" value={value} onChange={() => {}} />
}

/** The same for a text field: server HTML, text typed (or none), hydration with the client's value. */
function typeBefore(typed: string | null, client = ''): string[] {
  const taken: string[] = []
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Name value="" taken={[]} />)
  document.body.appendChild(container)
  if (typed !== null) (container.querySelector('input') as HTMLInputElement).value = typed
  act(() => {
    root = hydrateRoot(container, <Name value={client} taken={taken} />)
  })
  return taken
}

describe('a choice made before the select is interactive', () => {
  it('is handed to the handler once, at hydration', () => {
    expect(hydrateAfter('price')).toEqual(['price'])
  })

  it('nothing is chosen when the shopper picked nothing, or picked the rendered value again', () => {
    expect(hydrateAfter(null)).toEqual([])
    expect(hydrateAfter('new')).toEqual([])
  })

  it("a client render that differs from the server's is no choice: the server's value does not replace it", () => {
    expect(hydrateAfter(null, 'price')).toEqual([])
  })
})

describe('text typed before the field is interactive', () => {
  it('is handed over once; nothing typed, nothing handed', () => {
    expect(typeBefore('Ana')).toEqual(['Ana'])
    expect(typeBefore(null)).toEqual([])
  })

  it("a client value that differs from the server's (nothing typed) is kept", () => {
    expect(typeBefore(null, 'Maria')).toEqual([])
  })
})
