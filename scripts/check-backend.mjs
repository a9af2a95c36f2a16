#!/usr/bin/env node
/**
 * `npm run check-backend -- <ADMIN_API_URL> --site-token <token> [...]` (issue 32; decision 0037):
 * the conformance check of an admin back end against the storefront's contract. The check is
 * TypeScript (scripts/check-backend/) importing the storefront's own schemas; Node 22 runs it with
 * its built-in type stripping. The storefront's sources import each other without file extensions
 * (bundler resolution), so this hook adds `.ts` to such relative imports. No extra dependency.
 */
import { existsSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

registerHooks({
  resolve(specifier, context, next) {
    if (/^\.\.?\//.test(specifier) && !/\.(?:[cm]?[jt]sx?|json)$/.test(specifier) && context.parentURL?.startsWith('file:')) {
      for (const suffix of ['.ts', '.tsx', '/index.ts']) {
        const url = new URL(specifier + suffix, context.parentURL)
        if (existsSync(fileURLToPath(url))) return next(url.href, context)
      }
    }
    return next(specifier, context)
  },
})

const { main } = await import('./check-backend/cli.ts')
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
})
