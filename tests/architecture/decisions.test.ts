import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The decision records (docs/decisions/NNNN-title.md) a newcomer reads by number: numbered from 0001
 * without gaps or twins, each titled with its own number, and every "decision NNNN" the code and docs
 * cite names a record that exists. Each record says right under its title whether it is still in
 * force, so a superseded one never reads as current:
 *
 *   Status: accepted
 *   Status: accepted; in part superseded by NNNN[, NNNN] (which part)
 *   Status: superseded by NNNN
 *
 * A successor is an existing, later record, and one that replaces a record as a whole names it back.
 */
const DIR = 'docs/decisions'
const files = readdirSync(DIR).filter((f) => f.endsWith('.md'))
const numbers = files.map((f) => Number(f.slice(0, 4)))
const records = new Map(
  files.map((f): [number, string] => [Number(f.slice(0, 4)), readFileSync(`${DIR}/${f}`, 'utf8')]),
)

const STATUS = /^Status: (?:accepted(?:; in part superseded by (\d{4}(?:, \d{4})*) \([^()]+\))?|superseded by (\d{4}))$/

/** What is wrong with the records' status lines (record number -> text), one line per problem. */
function statusProblems(texts: ReadonlyMap<number, string>): string[] {
  const problems: string[] = []
  const id = (n: number) => String(n).padStart(4, '0')
  for (const [n, text] of [...texts].sort(([a], [b]) => a - b)) {
    const lines = text.split('\n')
    const match = STATUS.exec(lines[2] ?? '')
    if (!match || lines[1] !== '' || lines[3] !== '') {
      problems.push(`${id(n)}: line 3 is not a status line between blank lines: ${JSON.stringify(lines[2] ?? '')}`)
      continue
    }
    const inPart = match[1]?.split(', ').map(Number) ?? []
    const whole = match[2] === undefined ? [] : [Number(match[2])]
    for (const successor of [...inPart, ...whole]) {
      if (!texts.has(successor)) problems.push(`${id(n)}: superseded by ${id(successor)}, which does not exist`)
      else if (successor <= n) problems.push(`${id(n)}: superseded by ${id(successor)}, which is not a later record`)
    }
    for (const successor of whole) {
      const successorText = texts.get(successor)
      if (successor > n && successorText !== undefined && !new RegExp(`\\b${id(n)}\\b`).test(successorText)) {
        problems.push(`${id(n)}: superseded by ${id(successor)}, which never names ${id(n)}`)
      }
    }
  }
  return problems
}

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
    const cited = execFileSync(
      'git',
      ['grep', '-hoiE', 'decisions? [0-9]{4}|decisions/[0-9]{4}', '--', '.', ':!package-lock.json'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean)
      .map((m) => Number(m.slice(-4)))
    const missing = [...new Set(cited)].filter((n) => !numbers.includes(n))
    expect(missing).toEqual([])
  })

  it('say under the title whether they are in force, and a successor is a later record that names a record it wholly replaces', () => {
    expect(statusProblems(records)).toEqual([])
  })
})

describe('statusProblems (planted violations)', () => {
  const title = (n: number) => `# ${String(n).padStart(4, '0')} A title`
  const record = (n: number, status: string, body = 'Body.') => `${title(n)}\n\n${status}\n\n${body}\n`

  it('passes accepted, in-part and wholly superseded records linked both ways', () => {
    const texts = new Map([
      [1, record(1, 'Status: superseded by 0003')],
      [2, record(2, 'Status: accepted; in part superseded by 0003, 0004 (the cookie)')],
      [3, record(3, 'Status: accepted', 'Replaces decision 0001.')],
      [4, record(4, 'Status: accepted')],
    ])
    expect(statusProblems(texts)).toEqual([])
  })

  it('reports a record without a status line, or with it out of place or misspelt', () => {
    const texts = new Map([
      [1, `${title(1)}\n\n## Context\n`],
      [2, `${title(2)}\nStatus: accepted\n\nBody.\n`],
      [3, `${title(3)}\n\nStatus: accepted\nBody.\n`],
      [4, record(4, 'Status: Accepted')],
      [5, record(5, 'Status: accepted; in part superseded by 0006')],
      [6, record(6, 'Status: superseded by 0007 (all of it)')],
      [7, record(7, 'Status: accepted')],
    ])
    expect(statusProblems(texts).map((p) => p.slice(0, 4))).toEqual(['0001', '0002', '0003', '0004', '0005', '0006'])
  })

  it('reports a successor that is missing, earlier or the record itself', () => {
    const texts = new Map([
      [1, record(1, 'Status: accepted')],
      [2, record(2, 'Status: superseded by 0009')],
      [3, record(3, 'Status: accepted; in part superseded by 0001 (the cookie)')],
      [4, record(4, 'Status: superseded by 0004')],
    ])
    expect(statusProblems(texts)).toEqual([
      '0002: superseded by 0009, which does not exist',
      '0003: superseded by 0001, which is not a later record',
      '0004: superseded by 0004, which is not a later record',
    ])
  })

  it('reports a whole successor that never names the record it replaces', () => {
    const texts = new Map([
      [1, record(1, 'Status: superseded by 0002')],
      [2, record(2, 'Status: accepted', 'Replaces decision 0010 and 00011.')],
    ])
    expect(statusProblems(texts)).toEqual(['0001: superseded by 0002, which never names 0001'])
  })
})
