// @vitest-environment happy-dom
import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { splitComponent } from './split-component'

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>

describe('splitComponent', () => {
  it('loads its chunk once, when first rendered, and shows the component when it is there', async () => {
    const load = vi.fn(async () => Greeting)
    const Split = splitComponent(load)
    expect(load).not.toHaveBeenCalled() // nothing loads before React asks (the browser's first load)
    const container = document.createElement('div')
    const root = createRoot(container)
    root.render(
      <Suspense fallback="waiting">
        <Split name="a" />
        <Split name="b" />
      </Suspense>,
    )
    await vi.waitFor(() => expect(container.textContent).toBe('hello ahello b'))
    expect(load).toHaveBeenCalledTimes(1)
    root.unmount()
  })

  it('on the server, loads at once and renders in place: a page never streams it later', async () => {
    vi.stubEnv('SSR', true)
    const load = vi.fn(async () => Greeting)
    const Split = splitComponent(load)
    vi.unstubAllEnvs()
    expect(load).toHaveBeenCalledTimes(1) // with the module, before any request renders
    await Promise.resolve()
    const html = renderToString(
      <Suspense fallback="waiting">
        <Split name="x" />
      </Suspense>,
    )
    expect(html).toContain('hello <!-- -->x')
    expect(html).not.toContain('waiting')
  })
})
