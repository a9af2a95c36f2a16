// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ensureBrowserId } from './browser-id'

describe('ensureBrowserId', () => {
  beforeEach(() => localStorage.clear())

  it('creates one id and keeps it', () => {
    const a = ensureBrowserId(localStorage)
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(ensureBrowserId(localStorage)).toBe(a)
    expect(localStorage.getItem('browser_id')).toBe(a)
  })

  it.each(['', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(80)])(
    'replaces an unusable stored value %j',
    (bad) => {
      localStorage.setItem('browser_id', bad)
      const id = ensureBrowserId(localStorage)
      expect(id).not.toBe(bad)
      expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    },
  )

  it('gives null when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(ensureBrowserId(broken)).toBeNull()
  })

  it('gives null, not an exception, when reading window.localStorage itself throws (cookies blocked)', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    try {
      expect(ensureBrowserId()).toBeNull()
    } finally {
      spy.mockRestore()
    }
  })
})
