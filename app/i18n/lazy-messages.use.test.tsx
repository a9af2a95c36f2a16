// @vitest-environment happy-dom
import { type ReactNode, Suspense, startTransition, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from './LocaleProvider'
import {
  addMessageGroup,
  loadAsideMessages,
  loadedLazyMessages,
  loadedLazyMessagesOf,
  loadLaterMessages,
  loadLazyMessages,
  resetLazyMessages,
  useAsideMessages,
  useLaterMessages,
  useLazyMessages,
  withAsideMessages,
  withLaterMessages,
  withLoadedGroups,
} from './lazy-messages'

/** A lazily loaded modal: a hook before the lazy messages and one after them (valtio's snapshot, state). */
function Modal() {
  const [before] = useState('before')
  useLazyMessages('ro')
  const [after] = useState('after')
  return (
    <p>
      {before} {after}
    </p>
  )
}

const Page = ({ open }: { open: boolean }) => (
  <Suspense fallback="loading">
    <span>page </span>
    {open && <Modal />}
  </Suspense>
)

describe('useLazyMessages', () => {
  // React's real scheduling, not act's: other files of this worker (isolate: false) may have set the
  // act environment, and React would then report every update here as "not wrapped in act(...)".
  const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  let actEnvironment: boolean | undefined
  beforeEach(() => {
    actEnvironment = flag.IS_REACT_ACT_ENVIRONMENT
    flag.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterEach(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = actEnvironment
  })

  it('mounts a component with hooks after it while the messages load (React waits and replays it)', async () => {
    resetLazyMessages() // other files of this worker may have loaded them
    expect(loadedLazyMessagesOf('ro')).toBeUndefined()
    const container = document.createElement('div')
    const errors: unknown[] = []
    // React's development build reports the misuse ("did not call use() when it finished"); its
    // production build throws #467 in the hook after it.
    const logged = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.join(' ')))
    const root = createRoot(container, { onUncaughtError: (e) => errors.push(e), onCaughtError: (e) => errors.push(e) })
    root.render(<Page open={false} />)
    await vi.waitFor(() => expect(container.textContent).toBe('page '))
    // Opened in a transition inside a boundary already showing content: React keeps the page on screen,
    // waits for the load in place and then replays the modal from its first hook (error #467 when the
    // replay calls hooks the suspended attempt did not: "Update hook called on initial render").
    startTransition(() => root.render(<Page open />))
    await vi.waitFor(() => expect(errors.length > 0 || container.textContent !== 'page ').toBe(true), { timeout: 5000 })
    expect(errors).toEqual([])
    expect(container.textContent).toBe('page before after')
    expect(loadedLazyMessagesOf('ro')).toBeDefined()
    root.unmount()
    logged.mockRestore()
  })

  it('does not suspend once the messages are there', async () => {
    await loadLazyMessages('ro')
    const container = document.createElement('div')
    const root = createRoot(container)
    flushSync(() => root.render(<Page open />))
    expect(container.textContent).toBe('page before after')
    root.unmount()
  })
})

describe('the later messages (decision 0087)', () => {
  function Checkout() {
    useLaterMessages('ro')
    return <p>checkout</p>
  }
  /** Mounts `node` under a Suspense boundary showing "loading", synchronously. */
  function mountNow(node: ReactNode) {
    const container = document.createElement('div')
    const root = createRoot(container)
    flushSync(() => root.render(<Suspense fallback="loading">{node}</Suspense>))
    return { container, root }
  }

  it('a component that shows them waits for them; once loaded it renders at once', async () => {
    resetLazyMessages()
    const { container, root } = mountNow(<Checkout />)
    expect(container.textContent).toBe('loading')
    await vi.waitFor(() => expect(container.textContent).toBe('checkout'))
    expect(loadedLazyMessagesOf('ro')).toBeDefined()
    root.unmount()
  })

  it('loading the lazy group loads them too (the cabinet and sign-in pages show the later forms)', async () => {
    resetLazyMessages()
    await loadLazyMessages('ro')
    // both are settled: neither suspends
    const { container, root } = mountNow(<Checkout />)
    expect(container.textContent).toBe('checkout')
    root.unmount()
    await expect(loadLaterMessages('ro')).resolves.toBeDefined()
  })

  it("without a language given, loads the surrounding provider's", async () => {
    resetLazyMessages()
    function Drawer() {
      useLaterMessages()
      return <p>drawer</p>
    }
    const container = document.createElement('div')
    const root = createRoot(container)
    flushSync(() =>
      root.render(
        <LocaleProvider locale="uk" messages={{}}>
          <Suspense fallback="loading">
            <Drawer />
          </Suspense>
        </LocaleProvider>,
      ),
    )
    await vi.waitFor(() => expect(container.textContent).toBe('drawer'))
    expect(loadedLazyMessagesOf('uk')).toBeDefined()
    expect(loadedLazyMessagesOf('ro')).toBeUndefined()
    root.unmount()
  })

  it("a lazy component's loader starts them for the page's language beside its own chunk", async () => {
    resetLazyMessages()
    document.documentElement.lang = 'ru'
    const chunk = { default: () => null }
    await expect(withLaterMessages(async () => chunk)()).resolves.toBe(chunk)
    await vi.waitFor(() => expect(loadedLazyMessagesOf('ru')).toBeDefined())
    resetLazyMessages()
    document.documentElement.lang = 'xx'
    await withLaterMessages(async () => chunk)()
    await new Promise((r) => setTimeout(r, 20))
    expect(loadedLazyMessagesOf('ru')).toBeUndefined()
    document.documentElement.lang = ''
  })
})

describe('the aside messages (decision 0103)', () => {
  function Compare() {
    useAsideMessages('ro')
    return <p>compare</p>
  }

  it('a component that shows them waits for their own chunk: the later group loaded is not enough', async () => {
    resetLazyMessages()
    await loadLaterMessages('ro')
    const container = document.createElement('div')
    const root = createRoot(container)
    flushSync(() =>
      root.render(
        <Suspense fallback="loading">
          <Compare />
        </Suspense>,
      ),
    )
    expect(container.textContent).toBe('loading')
    await vi.waitFor(() => expect(container.textContent).toBe('compare'))
    root.unmount()
    // settled now: a second mount renders at once
    const again = document.createElement('div')
    const second = createRoot(again)
    flushSync(() => second.render(<Compare />))
    expect(again.textContent).toBe('compare')
    second.unmount()
    await expect(loadAsideMessages('ro')).resolves.toBeDefined()
  })

  it("a lazy component's loader starts them for the page's language beside its own chunk", async () => {
    resetLazyMessages()
    document.documentElement.lang = 'ru'
    const chunk = { default: () => null }
    await expect(withAsideMessages(async () => chunk)()).resolves.toBe(chunk)
    await vi.waitFor(() => expect(loadedLazyMessagesOf('ru')).toBeDefined())
    document.documentElement.lang = ''
  })

  it('join the catalogue of head() and the providers beside the other groups; the core wins', () => {
    resetLazyMessages()
    const core = { 'nav.home': 'core text' }
    const first = withLoadedGroups('en', core)
    expect(withLoadedGroups('en', core)).toBe(first)
    addMessageGroup('later', 'en', { 'test.later': 'later text' })
    addMessageGroup('aside', 'en', { 'test.aside': 'aside text', 'nav.home': 'not the core' })
    const all = withLoadedGroups('en', core)
    expect(all).not.toBe(first)
    expect(all).toEqual({ 'test.later': 'later text', 'test.aside': 'aside text', 'nav.home': 'core text' })
    expect(withLoadedGroups('en', core)).toBe(all)
    expect(Object.keys(loadedLazyMessages('en')).sort()).toEqual(['nav.home', 'test.aside', 'test.later'])
    expect(loadedLazyMessagesOf('en')).toMatchObject({ 'test.later': 'later text', 'test.aside': 'aside text' })
    resetLazyMessages()
  })
})
