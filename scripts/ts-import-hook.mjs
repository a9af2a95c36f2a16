/**
 * The launchers of scripts written in TypeScript (check-backend, contract-doc) import the storefront's
 * own sources, which import each other without file extensions (bundler resolution). Node 22 runs
 * them with its built-in type stripping; this hook adds `.ts` (or `.tsx`, `/index.ts`) to such
 * relative imports. Import it first. No extra dependency.
 */
import { existsSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

registerHooks({
  resolve(specifier, context, next) {
    if (
      /^\.\.?\//.test(specifier) &&
      !/\.(?:[cm]?[jt]sx?|json)$/.test(specifier) &&
      context.parentURL?.startsWith('file:')
    ) {
      for (const suffix of ['.ts', '.tsx', '/index.ts']) {
        const url = new URL(specifier + suffix, context.parentURL)
        if (existsSync(fileURLToPath(url))) return next(url.href, context)
      }
    }
    return next(specifier, context)
  },
})
