/**
 * The `wrangler dev` arguments of the two local servers, shared by `npm start` (scripts/start.mjs)
 * and the bench (bench/run.mjs): each server on 127.0.0.1 with its own state folder and its own
 * devtools port (port + 1200), so several shops can run side by side.
 */

/** The reference admin API (admin-api/wrangler.toml; secrets from admin-api/.dev.vars), `vars` as KEY:value strings. */
export function adminDevArgs({ port, stateDir, vars = [] }) {
  return ['dev', '-c', 'admin-api/wrangler.toml', ...common(port, stateDir), ...vars.flatMap((v) => ['--var', v])]
}

/** The built storefront (`<serveDir>/server/wrangler.json`) with `vars` as KEY:value strings. */
export function storefrontDevArgs({ configPath, port, stateDir, vars = [] }) {
  return ['dev', '-c', configPath, ...common(port, stateDir), ...vars.flatMap((v) => ['--var', v])]
}

function common(port, stateDir) {
  return [
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(port + 1200),
  ]
}
