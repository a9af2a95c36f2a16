/** Types of bench/lighthouse.mjs for the tests that import it. */
export function blockingOverTheLoad(lhr: {
  audits: Record<string, { details?: { items?: { duration: number }[] } }>
}): number
export interface LighthouseRun {
  performance: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  blockingOverLoadMs: number
  ttiMs: number
  benchmarkIndex: number
  error?: string
}
export function lighthouse(
  url: string,
  options: { preset?: 'mobile' | 'desktop'; port: number; label?: string; keepDir?: string },
): Promise<LighthouseRun | { error: string }>
export function medianRun<T extends { performance: number | null; benchmarkIndex: number; error?: string }>(
  runs: T[],
): T & { runs?: number; performanceRange?: string; benchmarkIndexRange?: string }
