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

step "typecheck"
tsc --noEmit -p tsconfig.json; count_check typecheck $?

step "lint"
biome check .; count_check "lint and format" $?

step "dependency audit (offline)"
node scripts/audit-deps.mjs; count_check "dependency audit" $?

step "vitest: unit, worker (workerd), admin-api (workerd)"
rm -f test-results/vitest.json
vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json; code=$?
count_json vitest $code test-results/vitest.json
[ -s test-results/vitest.json ] && node scripts/vitest-times.mjs test-results/vitest.json > test-results/vitest-times.txt 2>/dev/null

# One production build: the budgets read it and every storefront of the end-to-end run serves it
# (scripts/shared-build.mjs; playwright.config.ts passes the folder and run id to each server).
step "build and budgets"
export SHARED_BUILD_DIR="${SHARED_BUILD_DIR:-.wrangler/build-e2e-${E2E_PORT:-8787}}"
export BUILD_RUN_ID="test-$(date +%s)-$$"
rm -rf "$SHARED_BUILD_DIR"
BUILD_OUT_DIR="$SHARED_BUILD_DIR" vite build --logLevel warn; code=$?
count_check build $code
if [ "$code" -eq 0 ]; then
  BUILD_OUT_DIR="$SHARED_BUILD_DIR" node scripts/check-budgets.mjs; count_check budgets $?
  node -e 'import("./scripts/shared-build.mjs").then((m) => m.markBuilt(process.argv[1], process.argv[2]))' "$SHARED_BUILD_DIR" "$BUILD_RUN_ID"
fi

step "end-to-end (Chromium)"
rm -f test-results/e2e-results.json
CI=${CI:-} playwright test; code=$?
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
