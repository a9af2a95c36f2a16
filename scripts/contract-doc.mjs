#!/usr/bin/env node
/**
 * `npm run contract-doc`: writes docs/contract.md (issue 49.1) from the contract's schemas and the
 * specification's call tables (../shared/spec beside the repository, or SPEC_DIR; without them the
 * doc's previous `Spec:` lines are kept). Node 22 runs the TypeScript with type stripping (scripts/ts-import-hook.mjs).
 */
import './ts-import-hook.mjs'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { z } = await import('zod')
const { contractDoc, specInput } = await import('./contract-doc/generate.ts')
const specDir = process.env.SPEC_DIR ?? join(root, '..', 'shared', 'spec')
const target = join(root, 'docs', 'contract.md')
const spec = specInput(specDir, existsSync(target) ? readFileSync(target, 'utf8') : '')
const sent = JSON.parse(readFileSync(join(root, 'docs', 'contract.sent.json'), 'utf8'))
writeFileSync(target, contractDoc({ registry: z.globalRegistry, spec, sent }))
process.stdout.write(`wrote ${target} (spec ${spec.rows ? `from ${specDir}` : 'lines kept from the previous file'})\n`)
