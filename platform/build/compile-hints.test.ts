import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  COMPILE_HINT_MIN_LENGTH,
  compileHintProblem,
  compileHintsForClientChunks,
  wantsCompileHint,
  withCompileHint,
} from './compile-hints'

type Handler = (options: unknown, bundle: Record<string, unknown>) => void

describe("V8's compile hint on the browser's chunks (decision 0140)", () => {
  it.each([
    ['a chunk gets it as its first line', 'import{a}from"./x.js";a()', `${COMPILE_HINT}\nimport{a}from"./x.js";a()`],
    ['code that has it keeps one', `${COMPILE_HINT}\nx()`, `${COMPILE_HINT}\nx()`],
    [
      "Vite's preload list stays after it",
      'const __vite__mapDeps=()=>[];\nx()',
      `${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nx()`,
    ],
  ])('%s', (_, code, expected) => {
    expect(withCompileHint(code)).toBe(expected)
  })

  it("is V8's spelling of it", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
  })

  const plugin = compileHintsForClientChunks() as Plugin & {
    applyToEnvironment: (environment: { name: string }) => boolean
    generateBundle: { order: string; handler: Handler }
  }

  it.each([
    ['4 kB of code', COMPILE_HINT_MIN_LENGTH, true],
    ['a character less', COMPILE_HINT_MIN_LENGTH - 1, false],
    ['an empty chunk', 0, false],
  ])('%s: hinted %s', (_, length, wanted) => {
    expect(COMPILE_HINT_MIN_LENGTH).toBe(4096)
    expect(wantsCompileHint('x'.repeat(length))).toBe(wanted)
  })

  const big = `route();${' '.repeat(COMPILE_HINT_MIN_LENGTH)}`
  it.each([
    ['a big chunk with the hint', `${COMPILE_HINT}\n${big}`, null],
    ['a small chunk without it', 'small()', null],
    ['a big chunk without it', big, 'no compile hint on its first line'],
    [
      'a big chunk with it on line two',
      `const __vite__mapDeps=()=>[];\n${COMPILE_HINT}\n${big}`,
      'no compile hint on its first line',
    ],
    ['a small chunk with it', `${COMPILE_HINT}\nsmall()`, 'a compile hint it is too small for'],
  ])('the budgets check: %s -> %s', (_, code, problem) => {
    expect(compileHintProblem(code)).toBe(problem)
  })

  it("hints the client build's chunks of 4 kB or more and leaves its other files as they are", () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', code: big },
      'assets/cSmall.js': { type: 'chunk', fileName: 'assets/cSmall.js', code: 'small()' },
      'assets/global.css': { type: 'asset', fileName: 'assets/global.css', source: 'a{}' },
    }
    plugin.generateBundle.handler({}, bundle)
    expect(bundle['assets/index-a.js'].code).toBe(`${COMPILE_HINT}\n${big}`)
    expect(bundle['assets/cSmall.js'].code).toBe('small()')
    expect(bundle['assets/global.css']).toEqual({ type: 'asset', fileName: 'assets/global.css', source: 'a{}' })
  })

  it("runs after every other plugin's generateBundle, in the client build only", () => {
    expect(plugin.generateBundle.order).toBe('post')
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true)
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false)
  })
})
