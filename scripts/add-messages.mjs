#!/usr/bin/env node
/**
 * Merges new messages into locales/{en,ro,ru,uk}.json in one quick read-merge-write, keys sorted.
 * Input: a JSON file (or - for stdin) shaped { "key": { "en": "...", "ro": "...", "ru": "...", "uk": "..." } }.
 * Several people add messages at once; never hand-edit the four files in parallel.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const source = process.argv[2]
if (!source) {
  console.error('usage: node scripts/add-messages.mjs <messages.json | ->')
  process.exit(2)
}
const input = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'))
for (const locale of ['en', 'ro', 'ru', 'uk']) {
  const file = join(root, 'locales', `${locale}.json`)
  const current = JSON.parse(readFileSync(file, 'utf8'))
  for (const [key, texts] of Object.entries(input)) {
    if (typeof texts[locale] !== 'string' || !texts[locale].trim()) throw new Error(`${key}: missing ${locale}`)
    current[key] = texts[locale]
  }
  const sorted = Object.fromEntries(
    Object.keys(current)
      .sort()
      .map((k) => [k, current[k]]),
  )
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)
}
console.log(`added ${Object.keys(input).length} messages to 4 locales`)
