import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAYOUT, STYLESHEET_LAYOUT } from '#config'

const ALL = { ...LAYOUT, ...STYLESHEET_LAYOUT }

/**
 * Storefront spec 9, layout: max container 1340px, min body width 320px, zoom 0.9, breakpoints 768
 * and 1024px, header 100px (80px compact), mobile bar 64px, navigation 46px, modal z-index 60. The
 * constants live once in app.config.ts (LAYOUT, which the scripts read) and once in the stylesheet's
 * custom properties; this keeps the two the same, and each in use where the spec puts it.
 */
const css = readFileSync(join(import.meta.dirname, '..', '..', 'app', 'styles', 'global.css'), 'utf8')
const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
const customProperty = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(rootBlock)?.[1]?.trim()
/** The declarations of the first rule for `selector` (at top level or in a media block). */
const rule = (selector: string) =>
  new RegExp(`(?:^|[}\\s])${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ??
  ''

describe('layout constants: app.config.ts LAYOUT and the stylesheet agree', () => {
  it.each([
    ['container', `${STYLESHEET_LAYOUT.containerMax}px`],
    ['header-h', `${STYLESHEET_LAYOUT.headerHeight}px`],
    ['header-h-compact', `${STYLESHEET_LAYOUT.headerHeightCompact}px`],
    ['mobile-bar-h', `${STYLESHEET_LAYOUT.mobileBar}px`],
    ['nav-h', `${STYLESHEET_LAYOUT.navigation}px`],
    ['z-modal', String(STYLESHEET_LAYOUT.modalZIndex)],
  ])('--%s is %s', (name, value) => expect(customProperty(name)).toBe(value))

  it('the spec values themselves', () => {
    expect(ALL).toMatchObject({
      containerMax: 1340,
      minBodyWidth: 320,
      breakpointTablet: 768,
      breakpointDesktop: 1024,
      headerHeight: 100,
      headerHeightCompact: 80,
      mobileBar: 64,
      navigation: 46,
      modalZIndex: 60,
      desktopZoom: 0.9,
    })
  })

  it('the body is never narrower than the minimum width; the container is at most the max', () => {
    expect(rule('body')).toContain(`min-width: ${STYLESHEET_LAYOUT.minBodyWidth}px`)
    expect(rule('.container')).toContain('max-width: var(--container)')
  })

  it('the header row (full and compact), the navigation, the mobile bar and the modal layer use their constants', () => {
    // The full header row is 100px and the compact one 80px (a review found 80 and 64: --header-h was declared and never used).
    expect(rule('.header__inner')).toContain('min-height: var(--header-h)')
    expect(rule('.header-compact .header__inner')).toContain('min-height: var(--header-h-compact)')
    expect(rule('.navigation__list')).toContain('min-height: var(--nav-h)')
    expect(rule('.mobile-bar')).toContain('height: var(--mobile-bar-h)')
    expect(rule('.dialog-overlay')).toContain('z-index: var(--z-modal)')
  })

  it('the page is zoomed to 0.9 from the desktop breakpoint only', () => {
    const zoomed = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*html \{ zoom: ([\d.]+); \}/g)]
    expect(zoomed.map((m) => [Number(m[1]), Number(m[2])])).toEqual([
      [LAYOUT.breakpointDesktop, STYLESHEET_LAYOUT.desktopZoom],
    ])
    expect(css.replace(/@media \(min-width: \d+px\) \{\s*html \{ zoom/, '')).not.toMatch(/\bzoom:\s*[\d.]/)
  })

  it('the phone layout ends at the tablet breakpoint: the media queries switch at 768 and 1024px', () => {
    const queries = [...css.matchAll(/@media \((min|max)-width: ([\d.]+)px\)/g)].map((m) => `${m[1]} ${m[2]}`)
    expect(queries).toContain(`min ${LAYOUT.breakpointTablet}`)
    expect(queries).toContain(`max ${LAYOUT.breakpointTablet - 0.02}`)
    expect(queries).toContain(`min ${LAYOUT.breakpointDesktop}`)
  })
})
