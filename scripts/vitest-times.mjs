#!/usr/bin/env node
/**
 * Where the vitest step's time went (`npm test` prints it): the summed run time of each project's
 * test files, from vitest's JSON report. Files run side by side, so the sums exceed the wall time.
 */
import { readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'test-results/vitest.json'
const report = JSON.parse(readFileSync(file, 'utf8'))
const root = `${process.cwd()}/`
const project = (name) => {
  const path = name.replace(root, '')
  if (path.startsWith('admin-api/')) return 'admin'
  if (path.startsWith('tests/worker/')) return 'worker'
  return 'unit'
}
const sums = {}
for (const r of report.testResults ?? []) {
  const p = project(r.name)
  sums[p] ??= { files: 0, seconds: 0, tests: 0 }
  sums[p].files += 1
  sums[p].tests += r.assertionResults?.length ?? 0
  sums[p].seconds += Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)) / 1000
}
for (const [p, s] of Object.entries(sums))
  console.log(
    `  vitest ${p.padEnd(7)} ${String(s.files).padStart(3)} files ${String(s.tests).padStart(5)} tests ${s.seconds.toFixed(0).padStart(5)} s summed`,
  )

// The failing tests by name, with the first line of each message: CI shows only the run's tail, and
// a flaky test that fails once must be findable from it.
for (const r of report.testResults ?? []) {
  const path = r.name.replace(root, '')
  const failed = (r.assertionResults ?? []).filter((a) => a.status === 'failed')
  if (r.status === 'failed' && failed.length === 0)
    console.log(
      `  FAILED ${path}: ${String(r.message ?? '')
        .split('\n')[0]
        .slice(0, 200)}`,
    )
  for (const a of failed)
    console.log(
      `  FAILED ${path} > ${a.fullName ?? a.title}: ${String(a.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200)}`,
    )
}
