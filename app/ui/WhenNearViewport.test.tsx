// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WhenNearViewport } from './WhenNearViewport'

type Callback = (entries: { isIntersecting: boolean }[]) => void
const observers: { callback: Callback; margin?: string; disconnected: boolean }[] = []
let root: Root | null = null
let host: HTMLElement

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number]
      constructor(callback: Callback, options?: { rootMargin?: string }) {
        this.entry = { callback, margin: options?.rootMargin, disconnected: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
  host = document.createElement('div')
  document.body.appendChild(host)
})

afterEach(() => {
  act(() => root?.unmount())
  root = null
  host.remove()
  vi.unstubAllGlobals()
})

const render = () =>
  act(() => {
    root = createRoot(host)
    root.render(
      <WhenNearViewport margin="500px">
        <p>late section</p>
      </WhenNearViewport>,
    )
  })

describe('WhenNearViewport', () => {
  it('renders only the placeholder on the server', () => {
    const html = renderToString(
      <WhenNearViewport>
        <p>late section</p>
      </WhenNearViewport>,
    )
    expect(html).not.toContain('late section')
    expect(html).toContain('near-viewport-placeholder')
  })

  it('waits while the placeholder is far away, mounts when it comes near, then stops observing', () => {
    render()
    expect(host.textContent).toBe('')
    expect(observers).toHaveLength(1)
    expect(observers[0]!.margin).toBe('500px 0px')
    act(() => observers[0]!.callback([{ isIntersecting: false }]))
    expect(host.textContent).toBe('')
    act(() => observers[0]!.callback([{ isIntersecting: true }]))
    expect(host.textContent).toBe('late section')
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('mounts at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render()
    expect(host.textContent).toBe('late section')
  })
})
