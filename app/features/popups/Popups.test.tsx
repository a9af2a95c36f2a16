// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** Where the shell mounts the popups: the host's code loads after hydration, and only on a site with popups. */
const state = vi.hoisted(() => ({ popups: [] as unknown[], loads: 0 }))
vi.mock('#app/shell/useShell.tsx', () => ({ useShell: () => ({ settings: { popups: state.popups } }) }))
vi.mock('./PopupHost.lazy', () => ({
  loadPopupHost: async () => {
    state.loads += 1
    return { PopupHost: () => <p>host</p> }
  },
}))
const { Popups } = await import('./Popups')
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let unmount = () => {}
afterEach(() => {
  unmount()
  state.loads = 0
})

async function mount() {
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () => root.render(<Popups />))
  await act(async () => {})
  unmount = () => act(() => root.unmount())
  return host
}

describe('Popups', () => {
  it('a site without popups never loads the host', async () => {
    state.popups = []
    expect((await mount()).textContent).toBe('')
    expect(state.loads).toBe(0)
  })

  it('a site with popups loads and mounts the host after the first render', async () => {
    state.popups = [{ id: 1 }]
    expect((await mount()).textContent).toBe('host')
    expect(state.loads).toBe(1)
  })
})
