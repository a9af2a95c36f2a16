import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The decision records (docs/decisions/NNNN-title.md) a newcomer reads by number: numbered from 0001
 * without gaps or twins, each titled with its own number, and every "decision NNNN" the code and docs
 * cite names a record that exists.
 */
const DIR = 'docs/decisions'
const files = readdirSync(DIR).filter((f) => f.endsWith('.md'))
const numbers = files.map((f) => Number(f.slice(0, 4)))

describe('decision records', () => {
  it('are numbered 0001..N without gaps or twins', () => {
    expect(files.every((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f))).toBe(true)
    const sorted = [...numbers].sort((a, b) => a - b)
    expect(sorted).toEqual(sorted.map((_, i) => i + 1))
  })

  it('carry their own number in the title', () => {
    const wrong = files.filter((f) => !readFileSync(`${DIR}/${f}`, 'utf8').startsWith(`# ${f.slice(0, 4)} `))
    expect(wrong).toEqual([])
  })

  it('exist for every decision the repository cites', () => {
    const cited = execFileSync('git', ['grep', '-hoiE', 'decisions? [0-9]{4}|decisions/[0-9]{4}', '--', '.', ':!package-lock.json'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((m) => Number(m.slice(-4)))
    const missing = [...new Set(cited)].filter((n) => !numbers.includes(n))
    expect(missing).toEqual([])
  })
})
