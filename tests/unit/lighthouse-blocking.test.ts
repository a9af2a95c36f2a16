import { describe, expect, it } from 'vitest'
import { blockingOverTheLoad, medianRun } from '../../bench/lighthouse.mjs'

/**
 * Issue 53 point 3 compares main-thread blocking with the peer's. Lighthouse's TBT counts only the long
 * tasks after First Contentful Paint; the bench also sums them over the whole load.
 */
describe('blocking over the whole load', () => {
  const report = (durations: number[]) => ({
    audits: { 'long-tasks': { details: { items: durations.map((duration) => ({ duration })) } } },
  })
  it.each([
    { durations: [], blocking: 0 },
    { durations: [50], blocking: 0 },
    { durations: [51], blocking: 1 },
    { durations: [186, 146, 55], blocking: 136 + 96 + 5 },
    { durations: [40, 120.4], blocking: 70 },
  ])('long tasks $durations block $blocking ms', ({ durations, blocking }) => {
    expect(blockingOverTheLoad(report(durations))).toBe(blocking)
  })
  it('is 0 for a report without the long-tasks audit', () => {
    expect(blockingOverTheLoad({ audits: {} })).toBe(0)
  })
})

describe('median run', () => {
  it('reports the run with the median score and the ranges', () => {
    const runs = [
      { performance: 90, benchmarkIndex: 2000, tbtMs: 100 },
      { performance: 70, benchmarkIndex: 1500, tbtMs: 500 },
      { performance: 80, benchmarkIndex: 2500, tbtMs: 300 },
      { performance: null, benchmarkIndex: 0, tbtMs: 0, error: 'chromium did not start' },
    ]
    expect(medianRun(runs)).toMatchObject({
      performance: 80,
      tbtMs: 300,
      runs: 3,
      performanceRange: '70-90',
      benchmarkIndexRange: '1500-2500',
    })
  })
})
