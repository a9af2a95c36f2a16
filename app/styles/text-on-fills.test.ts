import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../themes/contrast'
import { declarations, readSheet as read, value } from './css-declarations'

/**
 * Text on a coloured fill reads 4.5:1 (WCAG AA). A keyboard + axe review found the business demo's
 * selected sort chip white on its secondary #0ea5e9 (2.77:1) and "Continuă cu Facebook" white on
 * #1877f2 (4.23:1).
 */

describe('text on coloured fills', () => {
  it('the selected sort chip takes the text colour computed for the secondary, not a fixed white', () => {
    const chip = declarations(read('global.css'), '.sort--buttons .chip[aria-current="page"]')
    expect(value(chip, 'background')).toBe('var(--color-secondary)')
    expect(value(chip, 'color')).toBe('var(--color-secondary-text)')
    // the shell sets the variable from the page's look (app/themes/look.ts secondaryText)
    expect(readFileSync(join(import.meta.dirname, '../layout/Shell.tsx'), 'utf8')).toContain(
      "'--color-secondary-text': colors.secondaryText",
    )
  })

  it.each(['facebook', 'twitter'])('the %s sign-in button reads 4.5:1', (provider) => {
    const rule = declarations(read('../features/auth/auth.css'), `.auth-flow__provider--${provider}`)
    const fill = value(rule, 'background')!
    expect(contrastRatio(value(rule, 'color')!, fill)).toBeGreaterThanOrEqual(4.5)
  })
})
