import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The shop's own source files under `dir` (TypeScript, no tests or fixtures, not the contract's
 * schemas nor node_modules): what scans of the shop's call sites read (the check-backend coverage,
 * the forwarded address).
 */
export function shopSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      if (entry !== 'contract' && entry !== 'node_modules') shopSources(path, out)
    } else if (/\.tsx?$/.test(entry) && !/\.(test|fixture)\.tsx?$/.test(entry)) out.push(path)
  }
  return out
}
