import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Reading a stylesheet's rules in tests (text-on-fills, user-text-wraps): a sheet under app/styles
 * (a path relative to it) without its comments, the declarations of one selector, one property's value.
 */
export const readSheet = (path: string) =>
  readFileSync(join(import.meta.dirname, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

export const declarations = (css: string, selector: string) =>
  [...css.matchAll(new RegExp(`(?:^|[}\\s])${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`, 'gm'))]
    .map((m) => m[1] ?? '')
    .join(';')

export const value = (decls: string, name: string) =>
  new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+)`).exec(decls)?.[1]?.trim()
