import { expect, it, vi } from 'vitest'

// Every page's start runs format.ts: on an ordinary day neither loading it nor the footer's year may
// build a date formatter with a time zone (the browser loads its zone data for the first one).
it('loading format.ts and asking for the year build no date formatter on an ordinary day', async () => {
  const built: unknown[] = []
  const RealDateTimeFormat = Intl.DateTimeFormat
  vi.stubGlobal('Intl', {
    ...Intl,
    DateTimeFormat: function DateTimeFormat(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built.push(args)
      return new RealDateTimeFormat(...args)
    },
  })
  try {
    const { siteYear } = await import('./format')
    expect(siteYear(Date.parse('2026-06-15T12:00:00Z'))).toBe(2026)
    expect(built).toEqual([])
    expect(siteYear(Date.parse('2026-12-31T22:00:00Z'))).toBe(2027) // near New Year: the zone decides
    expect(built).toHaveLength(1)
  } finally {
    vi.unstubAllGlobals()
  }
})
