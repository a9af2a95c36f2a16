import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+, decision 0140). V8 compiles a function lazily, on its first
 * call, on the main thread: on a phone (4x) that was 480-950 ms of `V8.CompileCode` per page load,
 * inside the entry's evaluation, the router's start and React's hydration slices. A file that starts
 * with this comment has all its functions compiled with the file, which for a module script Chrome
 * fetched happens off the main thread while it streams in.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * A chunk of this many characters of minified code or more carries the hint. A smaller one's functions
 * compile in well under a millisecond on a phone's main thread, and the hint (22 bytes gzip) would be
 * 5-20 % of its weight: most of a page's files are one or two small modules.
 */
export const COMPILE_HINT_MIN_LENGTH = 4 * 1024

/** Whether a chunk of the browser's build carries the hint, by its minified code. */
export const wantsCompileHint = (code: string) => code.length >= COMPILE_HINT_MIN_LENGTH

const HINT_LINE = `${COMPILE_HINT}\n`

/** The chunk's code with the hint as its first line (V8 reads it there only); code that has it stays as it is. */
export function withCompileHint(code: string): string {
  return code.startsWith(HINT_LINE) ? code : `${HINT_LINE}${code}`
}

/** What is wrong with a built chunk's hint by the rule above, or null (scripts/check-budgets.mjs). */
export function compileHintProblem(builtCode: string): string | null {
  const hinted = builtCode.startsWith(HINT_LINE)
  const wanted = wantsCompileHint(hinted ? builtCode.slice(HINT_LINE.length) : builtCode)
  if (wanted === hinted) return null
  return wanted ? 'no compile hint on its first line' : 'a compile hint it is too small for'
}

/**
 * Every chunk of the browser's build of COMPILE_HINT_MIN_LENGTH or more opens with the hint: the build
 * splits code by what a page or a part of one needs (react-dom, the framework, a route, a dialog), so
 * a chunk loads when its code is about to run. Hinting only the chunks every page runs at start left
 * the route chunks' compiling on the main thread (decision 0140 has both). The client build has no
 * source maps whose lines it would shift.
 */
export function compileHintsForClientChunks(): Plugin {
  return {
    name: 'compile-hints-for-client-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After every other plugin's and after minification (which drops comments): Vite's own puts its
      // preload helper's file list before the entry's code.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && wantsCompileHint(chunk.code)) chunk.code = withCompileHint(chunk.code)
      },
    },
  }
}
