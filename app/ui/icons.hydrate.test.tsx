// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ICON_NAMES, IconSprite } from './icons'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const reactOwns = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))

it("hydrates the sprite as one element: its symbols stay the server's markup, never React's work", async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<IconSprite />)
  const root = await act(async () => hydrateRoot(container, <IconSprite />))
  const sprite = container.querySelector('svg[data-icon-sprite]') as Element
  expect(reactOwns(sprite)).toBe(true)
  const symbols = [...sprite.querySelectorAll('symbol')]
  expect(symbols.map((s) => s.id)).toEqual(ICON_NAMES.map((name) => `i-${name}`))
  expect(symbols.filter(reactOwns)).toEqual([])
  act(() => root.unmount())
})
