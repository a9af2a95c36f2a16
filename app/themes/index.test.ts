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
