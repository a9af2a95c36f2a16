#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + worker (workerd) + admin-api tests, JS/CSS budgets, then
# end-to-end in Debian's Chromium against `npm start`. Prints one closing line 'N passed, N failed'
# totalled over every suite and exits non-zero on any failure.
set -u
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export WRANGLER_SEND_METRICS=false
mkdir -p test-results
passed=0
failed=0
declare -a failures=()

declare -a timings=()
stage_name=""
stage_start=$SECONDS
run_start=$SECONDS
stage_end() { if [ -n "$stage_name" ]; then timings+=("$(printf '%-28s %4d s' "$stage_name" $((SECONDS - stage_start)))"); fi; }
step() { stage_end; stage_name="$1"; stage_start=$SECONDS; echo; echo "=== $* ==="; }
count_check() { # name, exit code: a check that is one test
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$1"); fi
}
count_json() { # name, exit code, json file with numPassedTests/numFailedTests (vitest and our playwright summary)
  local name=$1 code=$2 file=$3 p=0 f=0
  if [ -s "$file" ]; then
    read -r p f < <(node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      if ("numPassedTests" in r) console.log(r.numPassedTests, r.numFailedTests);
      else { const s = r.stats || {}; console.log(s.expected || 0, (s.unexpected || 0) + (s.flaky || 0)); } // a test that needed a retry failed
    ' "$file" 2>/dev/null || echo "0 0")
  fi
  passed=$((passed + p)); failed=$((failed + f))
  if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); fi
  if [ "$code" -ne 0 ]; then failures+=("$name"); fi
}

# Chromium (the budgets measure in the full browser) and its headless shell (the end-to-end run,
# as Playwright itself would run it; decision 0033).
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  if [ "$(id -u)" -eq 0 ]; then
    step "installing Debian's chromium and chromium-headless-shell"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null) || echo "apt-get install chromium failed"
  else
    echo "Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH), then npm test again."
    exit 1
  fi
fi

# The checks, vitest and the build run in two lanes side by side: vitest's worker project runs its
# files one at a time (its SSR double keeps state in the Node process) and leaves a core idle, and
# typecheck, lint and the build are single-threaded; alone, one after the other, they took 177 s of
# which vitest 146 s on 209 CPU-seconds (decision 0060). Lane one (in the background, its log shown
# when it ends): typecheck, lint, the offline dependency audit, vitest's worker project, one
# production build and its budgets, then the end-to-end servers on that build. Lane two (in the
# foreground): vitest's unit, unit-isolated and admin-api projects. The end-to-end run starts when
# both have ended.
lanes=test-results/lanes
rm -rf "$lanes" && mkdir -p "$lanes"
# record NAME CMD...: runs CMD and keeps its exit code and seconds for the count and the time table.
record() {
  local name=$1 start=$SECONDS code
  shift
  echo "=== $name ==="
  "$@"
  code=$?
  echo "$code" > "$lanes/$name.code"
  echo $((SECONDS - start)) > "$lanes/$name.secs"
  return "$code"
}

# One production build: the budgets read it and every storefront of the end-to-end run serves it
# (scripts/shared-build.mjs; playwright.config.ts passes the folder and run id to each server).
export SHARED_BUILD_DIR="${SHARED_BUILD_DIR:-.wrangler/build-e2e-${E2E_PORT:-8787}}"
export BUILD_RUN_ID="test-$(date +%s)-$$"
rm -f test-results/vitest.json test-results/vitest-worker.json
build_and_budgets() {
  rm -rf "$SHARED_BUILD_DIR"
  BUILD_OUT_DIR="$SHARED_BUILD_DIR" vite build --logLevel warn || return 1
  node -e 'import("./scripts/shared-build.mjs").then((m) => m.markBuilt(process.argv[1], process.argv[2]))' "$SHARED_BUILD_DIR" "$BUILD_RUN_ID"
}
budgets() {
  [ "$(cat "$lanes/build.code" 2>/dev/null)" = 0 ] || { echo "no build to measure"; return 1; }
  BUILD_OUT_DIR="$SHARED_BUILD_DIR" node --disable-warning=ExperimentalWarning scripts/check-budgets.mjs
}

code_of() { cat "$lanes/$1.code" 2>/dev/null || echo 1; }
# Whatever happens, the servers started for the end-to-end stage stop with this script.
trap 'node scripts/e2e-servers.mjs stop' EXIT

step "typecheck, lint, vitest and the build, in two lanes"
(
  record typecheck tsc --noEmit -p tsconfig.json
  record lint biome check .
  record "dependency audit" node scripts/audit-deps.mjs
  record "vitest worker" vitest run --project worker --reporter=default --reporter=json --outputFile.json=test-results/vitest-worker.json
  record build build_and_budgets
  record budgets budgets
  # The end-to-end servers start on the build while lane two's tests still run (decision 0082);
  # the file says they answered, and the end-to-end stage then uses them.
  [ "$(code_of build)" = 0 ] && record "e2e servers" node scripts/e2e-servers.mjs start && touch "$lanes/servers-up"
) > "$lanes/lane-one.log" 2>&1 &
lane_one=$!
record "vitest unit, admin" vitest run --project unit --project unit-isolated --project admin --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
wait "$lane_one"
echo
echo "=== lane one: typecheck, lint, audit, vitest worker, build, budgets, e2e servers ==="
cat "$lanes/lane-one.log"

count_check typecheck "$(code_of typecheck)"
count_check "lint and format" "$(code_of lint)"
count_check "dependency audit" "$(code_of "dependency audit")"
count_json "vitest worker" "$(code_of "vitest worker")" test-results/vitest-worker.json
count_json vitest "$(code_of "vitest unit, admin")" test-results/vitest.json
count_check build "$(code_of build)"
count_check budgets "$(code_of budgets)"
for f in test-results/vitest.json test-results/vitest-worker.json; do
  [ -s "$f" ] && node scripts/vitest-times.mjs "$f" 2>/dev/null
done > test-results/vitest-times.txt
stage_end
stage_name=""
for name in typecheck lint "dependency audit" "vitest worker" build budgets "e2e servers" "vitest unit, admin"; do
  [ -s "$lanes/$name.secs" ] && timings+=("$(printf '  %-26s %4d s' "$name" "$(cat "$lanes/$name.secs")")")
done

step "end-to-end (Chromium)"
rm -f test-results/e2e-results.json
if [ -e "$lanes/servers-up" ]; then export E2E_SERVERS=started; fi
CI=${CI:-} playwright test; code=$?
node scripts/e2e-servers.mjs stop
count_json e2e $code test-results/e2e-results.json
stage_end

echo
echo "where the time went:"
printf '  %s\n' "${timings[@]}"
printf '  %-28s %4d s\n' "total" $((SECONDS - run_start))
[ -s test-results/vitest-times.txt ] && cat test-results/vitest-times.txt
if [ ${#failures[@]} -gt 0 ]; then echo "failing suites: ${failures[*]}"; fi
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
