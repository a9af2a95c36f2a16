#!/usr/bin/env bash
# Stops what run.sh started: the process groups whose leaders' pids are in $PEER_DIR/state.
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
STATE=${PEER_DIR:-$ROOT/.wrangler/peer}/state
for f in peer mock; do
  [ -f "$STATE/$f.pid" ] || continue
  pid=$(cat "$STATE/$f.pid")
  if kill -0 "$pid" 2>/dev/null; then
    pgid=$(ps -o pgid= -p "$pid" | tr -d ' ')
    if [ -n "$pgid" ] && [ "$pgid" = "$pid" ]; then kill -TERM -- "-$pgid"; else kill -TERM "$pid"; fi
    echo "[stop] $f ($pid) stopped"
  fi
  rm -f "$STATE/$f.pid"
done
