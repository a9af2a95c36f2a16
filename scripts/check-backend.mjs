#!/usr/bin/env node
/**
 * `npm run check-backend -- <ADMIN_API_URL> --site-token <token> [...]` (issue 32; decision 0037):
 * the conformance check of an admin back end against the storefront's contract. The check is
 * TypeScript (scripts/check-backend/) importing the storefront's own schemas; Node 22 runs it with
 * its built-in type stripping (scripts/ts-import-hook.mjs resolves the sources' extensionless imports).
 */
import './ts-import-hook.mjs'

const { main } = await import('./check-backend/cli.ts')
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
})
