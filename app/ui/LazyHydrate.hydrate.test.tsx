// @vitest-environment happy-dom
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LazyHydrate, markFirstLoadDone, RELEASED_BY_RENDER, resetLazyHydration } from './LazyHydrate'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** IntersectionObserver that reports only when the test says the element is near. */
let near: (() => void)[] = []
const releasedByRender = () =>
  performance.getEntriesByName(RELEASED_BY_RENDER).map((e) => (e as PerformanceMark).detail)
beforeEach(() => {
  resetLazyHydration()
  performance.clearMarks(RELEASED_BY_RENDER)
  near = []
  atOnceWhen = undefined
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        near.push(() => this.callback([{ isIntersecting: true }]))
      }
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

let setRows: (rows: string[]) => void = () => {}
let atOnceWhen: string | undefined
function Listing({ initial }: { initial: string[] }) {
  const [rows, set] = useState(initial)
  setRows = set
  return (
    <div>
      {rows.map((row) => (
        <LazyHydrate key={row} selector={`#${row}`} hydrateAtOnceWhen={atOnceWhen}>
          <p id={row}>{row}</p>
        </LazyHydrate>
      ))}
    </div>
  )
}

const owned = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'))

async function hydrated(initial: string[]) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Listing initial={initial} />)
  document.body.replaceChildren(container)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <Listing initial={initial} />)
  })
  // The shell's effects have run by now: the first load is not over (decision 0084).
  return { container, root: root as Root }
}

describe('LazyHydrate on the first load', () => {
  it('keeps a boundary the server HTML until it nears the viewport', async () => {
    const { container, root } = await hydrated(['a', 'b'])
    expect(container.querySelector('#a')?.textContent).toBe('a')
    expect(owned(container.querySelector('#a'))).toBe(false)
    await act(async () => near[0]?.())
    expect(owned(container.querySelector('#a'))).toBe(true)
    expect(owned(container.querySelector('#b'))).toBe(false)
    // #a was released by the viewport and leaves no mark; #b, still waiting, is released by the re-render.
    await act(async () => setRows(['a', 'b']))
    expect(releasedByRender()).toEqual(['#b'])
    root.unmount()
  })

  it('an update from the parent before then hydrates the boundary instead of dropping its content', async () => {
    const { container, root } = await hydrated(['a', 'b'])
    await act(async () => setRows(['a', 'b', 'c']))
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['a', 'b', 'c'])
    expect(owned(container.querySelector('#a'))).toBe(true)
    // Each waiting boundary the re-render released leaves a mark, once.
    expect(releasedByRender()).toEqual(['#a', '#b'])
    await act(async () => setRows(['a', 'b', 'c', 'd']))
    expect(releasedByRender()).toEqual(['#a', '#b'])
    root.unmount()
  })

  it('after a client navigation a new boundary renders at once', async () => {
    const { container, root } = await hydrated(['a'])
    markFirstLoadDone()
    await act(async () => setRows(['a', 'z']))
    expect(container.querySelector('#z')?.textContent).toBe('z')
    root.unmount()
  })

  it('hydrates with the page where its media query matches, and waits where it does not', async () => {
    atOnceWhen = '(min-width: 1024px)'
    const wide = vi.fn((query: string) => ({ matches: query === atOnceWhen }) as MediaQueryList)
    vi.stubGlobal('matchMedia', wide)
    const desktop = await hydrated(['a'])
    expect(owned(desktop.container.querySelector('#a'))).toBe(true) // no observer report needed
    desktop.root.unmount()
    resetLazyHydration()
    vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList)
    const phone = await hydrated(['b'])
    expect(owned(phone.container.querySelector('#b'))).toBe(false)
    phone.root.unmount()
  })
})
