import { describe, expect, it } from 'vitest'
import { fontSources, withFontSources } from './font-csp'

describe('fontSources', () => {
  it.each([
    [{}, { style: [], font: [] }],
    [{ font_link: 'https://fonts.googleapis.com/css2?family=Inter' }, { style: ['https://fonts.googleapis.com'], font: ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'] }],
    [{ font_link: 'https://cdn.example.com/fonts/brand.css' }, { style: ['https://cdn.example.com'], font: ['https://cdn.example.com'] }],
    [{ font_file: 'https://files.example.com/brand.woff2' }, { style: [], font: ['https://files.example.com'] }],
    // a file wins over a link (the look rule uses the file): only the file's origin
    [
      { font_link: 'https://fonts.googleapis.com/css2?family=Inter', font_file: 'https://files.example.com/b.woff2' },
      { style: [], font: ['https://files.example.com'] },
    ],
    [{ font_file: '/fonts/brand.woff2' }, { style: [], font: [] }],
    [{ font_link: 'http://insecure.example.com/f.css' }, { style: [], font: [] }],
    [{ font_link: 'javascript:alert(1)' }, { style: [], font: [] }],
  ])('%j -> %j', (additional, sources) => expect(fontSources(additional)).toEqual(sources))
})

describe('withFontSources', () => {
  const csp = "default-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'"
  it('adds the origins to style-src and font-src only', () => {
    expect(withFontSources(csp, { style: ['https://fonts.googleapis.com'], font: ['https://fonts.gstatic.com'] })).toBe(
      "default-src 'self'; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; font-src 'self' data: https://fonts.gstatic.com; object-src 'none'",
    )
  })
  it('leaves the policy as it was without a site font', () => expect(withFontSources(csp, { style: [], font: [] })).toBe(csp))
})
