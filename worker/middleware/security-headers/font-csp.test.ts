import { describe, expect, it } from 'vitest'
import { fontSources } from './font-csp'

describe('fontSources', () => {
  it.each([
    [{}, {}],
    [
      { font_link: 'https://fonts.googleapis.com/css2?family=Inter' },
      {
        'style-src': ['https://fonts.googleapis.com'],
        'font-src': ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'],
      },
    ],
    [
      { font_link: 'https://cdn.example.com/fonts/brand.css' },
      { 'style-src': ['https://cdn.example.com'], 'font-src': ['https://cdn.example.com'] },
    ],
    [{ font_file: 'https://files.example.com/brand.woff2' }, { 'font-src': ['https://files.example.com'] }],
    // a file wins over a link (the look rule uses the file): only the file's origin
    [
      { font_link: 'https://fonts.googleapis.com/css2?family=Inter', font_file: 'https://files.example.com/b.woff2' },
      { 'font-src': ['https://files.example.com'] },
    ],
    [{ font_file: '/fonts/brand.woff2' }, {}],
    [{ font_link: 'http://insecure.example.com/f.css' }, {}],
    [{ font_link: 'javascript:alert(1)' }, {}],
  ])('%j -> %j', (additional, sources) => expect(fontSources(additional)).toEqual(sources))
})
