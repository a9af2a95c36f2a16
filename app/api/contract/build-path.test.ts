import { describe, expect, it } from 'vitest'
import { buildPath, DotSegmentParam } from './endpoints'

describe('buildPath', () => {
  it.each([
    ['/api/adverts/:slug/', { slug: 'flat-12' }, '/api/adverts/flat-12/'],
    ['/api/adverts/:slug/', { slug: 'a/b?c' }, '/api/adverts/a%2Fb%3Fc/'],
    ['/api/adverts/:slug/', { slug: '...' }, '/api/adverts/.../'],
    ['/page/:path/', { path: 'about/team' }, '/page/about/team/'],
  ])('%s with %j is %s', (pattern, params, path) => {
    expect(buildPath(pattern, params)).toBe(path)
  })

  it.each([
    ['/api/adverts/:slug/', { slug: '..' }],
    ['/api/adverts/:slug/', { slug: '.' }],
    ['/page/:path/', { path: 'about/../../admin' }],
    ['/page/:path/', { path: './x' }],
  ])('refuses a dot segment: %s with %j (never the parent back-end path)', (pattern, params) => {
    expect(() => buildPath(pattern, params)).toThrow(DotSegmentParam)
  })
})
