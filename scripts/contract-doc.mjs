#!/usr/bin/env node
/**
 * `npm run contract-doc`: writes docs/contract.md (issue 49.1) from the contract's schemas and the
 * specification's call tables (../shared/spec beside the repository, or SPEC_DIR; without them the
 * doc's previous `Spec:` lines are kept). Same launcher as check-backend.mjs (Node 22 type stripping).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { dirname, join } from 'node:path'
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

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { z } = await import('zod')
const { contractDoc, previousSpecLines, specRows } = await import('./contract-doc/generate.ts')
const specDir = process.env.SPEC_DIR ?? join(root, '..', 'shared', 'spec')
const target = join(root, 'docs', 'contract.md')
const spec = existsSync(specDir)
  ? {
      rows: specRows(
        readdirSync(specDir)
          .filter((f) => f.endsWith('.md'))
          .sort()
          .map((f) => readFileSync(join(specDir, f), 'utf8')),
      ),
    }
  : { previous: previousSpecLines(existsSync(target) ? readFileSync(target, 'utf8') : '') }
const sent = JSON.parse(readFileSync(join(root, 'docs', 'contract.sent.json'), 'utf8'))
writeFileSync(target, contractDoc({ registry: z.globalRegistry, spec, sent }))
process.stdout.write(`wrote ${target} (spec ${spec.rows ? `from ${specDir}` : 'lines kept from the previous file'})\n`)
