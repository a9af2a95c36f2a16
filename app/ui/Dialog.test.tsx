// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A dialog opened by state, the way the shop's modals are: no Radix Trigger. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Title" closeLabel="Close">
        <button type="button" id="inside">
          Inside
        </button>
      </Dialog>
    </>
  )
}

describe('Dialog without a Trigger', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('returns focus to the control that opened it when it closes', async () => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const root = createRoot(host)
    await act(async () => root.render(<Page />))
    const opener = document.getElementById('opener') as HTMLButtonElement
    opener.focus()
    await act(async () => opener.click())
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    expect(document.activeElement).not.toBe(opener)
    const close = document.querySelector('[aria-label="Close"]') as HTMLButtonElement
    const focus = vi.spyOn(opener, 'focus')
    await act(async () => close.click())
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    // Radix returns the focus in a timeout after the unmount: under load it can come after act's flush.
    await vi.waitFor(() => expect(document.activeElement).toBe(opener))
    // without scrolling: the page stayed put while the dialog was open, so the opener is where it was (a plain
    // focus moved the page by 443 px when the opener sat in the fixed header, inside the scroll padding)
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
    await act(async () => root.unmount())
  })

  it("mounts inside the shop's root element, which carries the site's colours and theme, not in the body", async () => {
    const app = document.createElement('div')
    app.className = 'app theme-pharma'
    app.style.setProperty('--color-primary', '#16a34a')
    const host = document.createElement('div')
    app.appendChild(host)
    document.body.appendChild(app)
    const root = createRoot(host)
    await act(async () => root.render(<Page />))
    await act(async () => (document.getElementById('opener') as HTMLButtonElement).click())
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.closest('.app')).toBe(app)
    await act(async () => root.unmount())
  })
})
