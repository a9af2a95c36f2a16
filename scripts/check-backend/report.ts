import { failsAPage, REDIRECTED_THERE, type Report, type Row } from './core'
import { NO_ORDER } from './probes'

/** The report as an operator reads it: one row per endpoint, the problems under it, a summary. */
export function formatTable(report: Report, { verbose = false }: { verbose?: boolean } = {}): string {
  const lines: string[] = []
  const s = report.summary
  lines.push(
    `Admin API check of ${report.target} (Accept-Language: ${report.locale}; ${report.signedIn ? 'signed in' : 'not signed in'}; ${report.writes ? 'writes allowed' : 'read-only'})`,
  )
  lines.push('')
  const quiet = (r: Row) => r.outcome === 'skipped' && r.note === 'not called: left out by --only'
  const shown = verbose ? report.rows : report.rows.filter((r) => !quiet(r))
  const width = {
    n: 3,
    endpoint: Math.max(8, ...shown.map((r) => r.endpoint.length)),
    call: 58,
    status: 6,
    ms: 8,
    check: 8,
  }
  const head = `${pad('#', width.n)}  ${pad('endpoint', width.endpoint)}  ${pad('call', width.call)}  ${pad('status', width.status)}  ${padStart('time', width.ms)}  ${pad('check', width.check)}  result`
  lines.push(head)
  lines.push('-'.repeat(head.length + 20))
  for (const r of shown) {
    const call = `${r.method} ${r.call}`
    lines.push(
      `${pad(String(r.n), width.n)}  ${pad(r.endpoint, width.endpoint)}  ${pad(call.length > width.call ? `${call.slice(0, width.call - 3)}...` : call, width.call)}  ${pad(r.status === null ? '-' : String(r.status), width.status)}  ${padStart(r.ms === null ? '-' : `${r.ms} ms`, width.ms)}  ${pad(r.check, width.check)}  ${result(r)}`,
    )
    const indent = ' '.repeat(width.n + 2)
    if (r.outcome === 'failed' || r.issues.length) {
      for (const i of r.issues.slice(0, 12))
        lines.push(
          `${indent}- ${i.path}: ${i.kind === 'defaulted' ? '' : `${i.kind} - `}${i.detail}${i.count > 1 ? ` (${i.count}x, e.g. ${i.example})` : ''}`,
        )
      if (r.issues.length > 12) lines.push(`${indent}- ... ${r.issues.length - 12} more (see --json)`)
      if (r.note && r.outcome === 'failed' && r.problem === 'contract' && r.issues.length)
        lines.push(`${indent}  ${r.note}`)
      // A passing answer with defaulted fields: each line already says the shop shows its default there.
      if (r.outcome === 'failed') lines.push(`${indent}  the shop: ${r.shop}`)
    }
  }
  const hidden = report.rows.length - shown.length
  lines.push('')
  if (report.rows.some((r) => r.note === `not called: ${NO_ORDER}`))
    lines.push(`order and paymentStatus not called: ${NO_ORDER}; --order-id <n> names one of its orders.`)
  if (hidden) lines.push(`${hidden} endpoints not listed: left out by --only; --verbose lists them.`)
  lines.push(
    'check: read = an answer the shop reads; write = a real write, undone by a later undo row; refusal = sent invalid on purpose (or asking for what does not exist): it must be refused (a back end that answers one with a 2xx fails the row, and may have stored or sent it).',
  )
  lines.push(`${s.notCalled.length} registry endpoints the storefront does not call were not checked.`)
  if (s.leftBehind.length) lines.push(`LEFT BEHIND by the check (remove by hand): ${s.leftBehind.join('; ')}`)
  const problems = Object.entries(s.byProblem)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')
  lines.push(
    `${s.checked} checked: ${s.ok} ok, ${s.failed} failed${problems ? ` (${problems})` : ''}${s.withDefaults ? `, ${s.withDefaults} ok with defaults` : ''}${s.withAbsent ? `, ${s.withAbsent} ok with fields not sent (warnings: the shop uses its defaults)` : ''}${s.withDrops ? `, ${s.withDrops} ok with list items left out (warnings)` : ''}${s.slow ? `, ${s.slow} slow` : ''}; ${s.skipped} skipped; ${s.requests} requests in ${s.seconds} s; ${s.passRate}% pass`,
  )
  for (const cause of likelyCauses(report)) lines.push(`LIKELY CAUSE: ${cause}`)
  for (const warning of report.warnings ?? []) lines.push(`WARNING: ${warning}`)
  if (s.everyPageFailed.length)
    lines.push(
      `FAIL: ${s.everyPageFailed.join(', ')} failed - EVERY page of the shop renders without it, see the shop's line above (exit ${report.exitCode})`,
    )
  const mainPages = [
    ...new Set(
      report.rows.filter((r) => r.outcome === 'failed' && failsAPage(r)).map((r) => r.mainPage ?? r.contentPage),
    ),
  ]
  if (s.mainPageFailed.length)
    lines.push(
      `FAIL: ${s.mainPageFailed.join(', ')} failed - ${mainPages.join(', ')} cannot do what they are for, see the shop's line above (exit ${report.exitCode})`,
    )
  if (s.movedWrites.length)
    lines.push(
      `FAIL: ${s.movedWrites.join(', ')} answered with a redirect the shop does not follow with a write - sign-in, the checkout and every form that sends data fail (exit ${report.exitCode})`,
    )
  if (!s.everyPageFailed.length && !s.mainPageFailed.length && !s.movedWrites.length)
    lines.push(
      s.failed
        ? `No call that every page or a main page (category, search, product, brand and promotion pages, the checkout${report.signedIn ? '; the account pages, the signed-in cart and the order list' : ''}) cannot do without failed; the failures above degrade the pages named.`
        : `PASS: the ${s.checked} calls checked answer as the storefront expects. ${notChecked(report)}`,
    )
  return lines.join('\n')
}

/** Every likely cause the report shows (likelyCause, movedWriteCause), each a LIKELY CAUSE line. */
export function likelyCauses(report: Report): string[] {
  return [likelyCause(report), movedWriteCause(report), ...(report.causes ?? [])].filter((c): c is string => !!c)
}

/**
 * Why writes were answered with a 301/302/303 (Row.movedWrite), and the fix: a trailing-slash rule
 * (Laravel's public/.htaccess, Django's APPEND_SLASH) or an https rule (nginx's `return 301 https://`)
 * moves every method, and a POST moved so arrives as a GET - the shop (and fetch) rightly do not
 * replay it, so sign-in and the checkout fail while every page reads (round 8 operator audit, item 2).
 */
export function movedWriteCause(report: Report): string | null {
  const moved = report.rows.filter((r) => r.outcome === 'failed' && r.movedWrite)
  if (!moved.length) return null
  const first = moved[0]!.movedWrite!
  const statuses = [...new Set(moved.map((r) => r.movedWrite!.status))].join('/')
  const path = (href: string) => {
    try {
      const url = new URL(href)
      return first.rule === 'https' ? `${url.protocol}//${url.host}${url.pathname}` : url.pathname
    } catch {
      return href
    }
  }
  const example = `${path(first.from)} -> ${path(first.to)}`
  const calls = `${moved.length} write${moved.length > 1 ? 's' : ''} (${moved
    .slice(0, 4)
    .map((r) => r.endpoint)
    .join(', ')}${moved.length > 4 ? ', ...' : ''}) answered HTTP ${statuses}, e.g. ${example}`
  const why =
    'A 301/302/303 turns a POST into a GET, so the shop does not follow it (the write would be lost): sign-in and the checkout fail although every page reads.'
  if (first.rule === 'slash')
    return `${calls}: the back end's trailing-slash rule (Laravel's public/.htaccess "Redirect Trailing Slashes...", Django's APPEND_SLASH, a proxy's rewrite) moves every method. ${why} Fix: exempt the API paths from the rule (the shop calls them as the contract spells them), or make it answer 308 (or 307), which keeps the method and the body.`
  if (first.rule === 'https')
    return `${calls}: the back end's https rule (nginx's \`return 301 https://$host$request_uri\`, "always use HTTPS") moves every method. ${why} Fix: give the shop (ADMIN_API_URL) and the check the https:// URL, exempt the API paths from the rule, or make it answer 308 (or 307), which keeps the method and the body.`
  return `${calls}: the back end moves writes to another path. ${why} Fix: answer the API paths where the contract puts them, or redirect with 308 (or 307), which keeps the method and the body.`
}

/**
 * One cause behind (nearly) every failure, when the settings call and at least 90% of the reads that
 * were made failed the same way: a site token the back end does not know, a URL that is not the API's
 * base (every call a 404), or a back end that never answered. Without it the operator read 50 rows
 * of the same 403 or 404 and a summary naming only what the shop lacks (review R2). Null otherwise.
 */
export function likelyCause(report: Report): string | null {
  const reads = report.rows.filter((r) => r.check === 'read' && r.outcome !== 'skipped')
  const settings = reads.find((r) => r.endpoint === 'globalSettings')
  if (settings?.outcome !== 'failed') return null
  const alike = (r: Row) => r.outcome === 'failed' && r.problem === settings.problem && r.status === settings.status
  if (reads.filter(alike).length < 0.9 * reads.length) return null
  const every = `${reads.filter(alike).length} of the ${reads.length} reads made`
  let target: URL | null = null
  try {
    target = new URL(report.target)
  } catch {}
  const answer = settings.note ? ` (${settings.note})` : ''
  if (settings.problem === 'status' && (settings.status === 401 || settings.status === 403))
    return `${every} were refused${answer}: the back end does not take this site token. Check --site-token (the shop's SITE_TOKEN): with it every page of the shop shows the built-in defaults.`
  if (settings.problem === 'status' && settings.status === 404) {
    const path =
      target && target.pathname !== '/'
        ? ` (its path ${target.pathname.replace(/\/+$/, '')} comes before every call's)`
        : ''
    return `${every} answered 404${answer}: ${report.target} is probably not the API's base URL${path}. The check calls what the shop calls: ${report.target.replace(/\/+$/, '')}/settings/global_site_settings must be the site settings.`
  }
  if (settings.problem === 'network' || settings.problem === 'timeout') {
    const scheme =
      target?.protocol === 'https:' && /SSL|TLS|CERT|EPROTO/i.test(settings.note ?? '')
        ? ' If the back end speaks plain http there, https:// cannot reach it (and the shop needs https for a public back end).'
        : ''
    // The URL answered with a redirect; its target did not (round 8 operator audit, item 10).
    const moved = settings.note?.match(new RegExp(`^network error at (\\S+), ${REDIRECTED_THERE}`))?.[1]
    if (moved)
      return `${every} got no answer${answer}: ${target?.origin ?? report.target} answered each with a redirect to ${moved}, where nothing answered. Fix the redirect, or give the URL where the back end answers.`
    return `${every} got no answer${answer}: nothing at ${target?.origin ?? report.target} answered. Is the back end running there, and the URL right?${scheme}`
  }
  return null
}

/** What a PASS did not cover, so that an operator does not read it as every call the shop makes. */
function notChecked(report: Report): string {
  const missing = [
    report.signedIn ? null : 'the signed-in calls (--user)',
    report.writes ? null : 'the writes and the calls sent only invalid (--allow-writes)',
    report.writes
      ? 'the answers of calls that e-mail or text someone, store a lead or an order, change the account or sign in through a provider (sent only invalid: their refusal is checked)'
      : null,
  ].filter(Boolean)
  return `Not checked: ${missing.join(', ')}; ${report.summary.skipped} skipped in all.`
}

function result(r: Row): string {
  if (r.outcome === 'skipped') return `skipped (${r.note?.replace(/^not called: /, '')})`
  if (r.outcome === 'ok') {
    const dropped = r.issues.filter((i) => i.dropped).reduce((n, i) => n + i.count, 0)
    const defaults = r.issues.filter((i) => !i.dropped && !i.absent).length
    const absent = r.issues.filter((i) => i.absent).length
    return `ok${defaults ? ` - ${defaults} field(s) replaced by the shop's defaults` : ''}${absent ? ` - WARNING: ${absent} field(s) not sent, the shop uses its defaults` : ''}${dropped ? ` - WARNING: ${dropped} list item(s) left out` : ''}${r.note ? ` - ${r.note}` : ''}`
  }
  const what =
    r.problem === 'contract' && !r.issues.length
      ? `WRONG ANSWER: ${r.note}`
      : r.problem === 'contract'
        ? `DOES NOT PARSE: ${r.issues.length} problem(s)`
        : r.problem === 'status'
          ? `FAILED: ${r.note}`
          : `FAILED: ${r.problem} - ${r.note}`
  const page = r.mainPage ?? r.contentPage
  return `${what}${r.everyPage ? ' [needed on every page]' : page ? ` [needed by ${page}]` : ''}`
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length))
const padStart = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s)
