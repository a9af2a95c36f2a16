import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/**
 * The Worker's Env (worker-configuration.d.ts) is generated from wrangler.toml by `wrangler types`
 * (`npm run types`); after a var or binding changes there, regenerate and commit it. `--check`
 * compares the hash in the committed file's header with the config's; it needs the same options as
 * the generation, so they are read from the package.json script.
 */
it('worker-configuration.d.ts is up to date with wrangler.toml (npm run types)', { timeout: 120_000 }, () => {
  const root = join(import.meta.dirname, '../..')
  const script: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.types
  const [command, ...args] = script.split(/\s+/)
  expect(command).toBe('wrangler')
  const result = spawnSync('wrangler', [...args, '--check'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
      WRANGLER_SEND_METRICS: 'false',
      NO_COLOR: '1',
    },
  })
  expect(
    result.status,
    `${result.stdout}\n${result.stderr}\nRun npm run types and commit worker-configuration.d.ts.`,
  ).toBe(0)
})
