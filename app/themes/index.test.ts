import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_THEME } from '#config'
import { themeByName } from './index'

describe('themeByName', () => {
  afterEach(() => vi.restoreAllMocks())

  it('an unknown THEME is the default theme, said once in the log (cold review r56: THEME=pharmacy served electro in silence)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(themeByName('pharmacy').name).toBe(DEFAULT_THEME)
    expect(themeByName('pharmacy').name).toBe(DEFAULT_THEME)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[theme\] THEME "pharmacy" is not one of electro, .*pharma.*: serving electro$/,
    )
  })

  it('a known or unset THEME logs nothing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(themeByName('pharma').name).toBe('pharma')
    expect(themeByName(undefined).name).toBe(DEFAULT_THEME)
    expect(errors).not.toHaveBeenCalled()
  })
})

/** The hue (degrees) of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const d = max - Math.min(r, g, b)
  if (d === 0) return 0
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return (h * 60 + 360) % 360
}

describe("the default theme's colours (spec 9: primary yellow, secondary blue)", () => {
  const theme = themeByName(DEFAULT_THEME)

  it('primary is a yellow and secondary a blue', () => {
    expect(hue(theme.colors.primary)).toBeGreaterThanOrEqual(45)
    expect(hue(theme.colors.primary)).toBeLessThanOrEqual(60)
    expect(hue(theme.colors.secondary)).toBeGreaterThanOrEqual(200)
    expect(hue(theme.colors.secondary)).toBeLessThanOrEqual(250)
  })

  it("the stylesheet's own defaults are the default theme's (what a page shows before its theme's variables)", async () => {
    const { readFileSync } = await import('node:fs')
    const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8')
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(/--color-primary:\s*(#[0-9a-f]{6})/i.exec(root)?.[1]).toBe(theme.colors.primary)
    expect(/--color-secondary:\s*(#[0-9a-f]{6})/i.exec(root)?.[1]).toBe(theme.colors.secondary)
  })
})
