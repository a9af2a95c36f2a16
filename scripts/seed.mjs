#!/usr/bin/env node
// `npm run seed -- --products 100000 [--seed storefront] [--state-dir dir]`: seeds the reference admin
// API's local database (stop `npm start` first; the seeder writes the D1 sqlite file directly).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('../admin-api/scripts/seed.mjs', import.meta.url))
const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
