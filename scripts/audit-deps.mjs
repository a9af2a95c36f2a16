#!/usr/bin/env node
/**
 * Offline dependency audit (decision 0012). `npm audit` needs the registry's audit endpoint, which
 * this machine and CI cannot reach, so the advisories live in the repository (config/advisories.json)
 * and this script matches them against every package in package-lock.json (lockfileVersion 2/3
 * `packages` map, nested node_modules paths included).
 *
 *   node scripts/audit-deps.mjs                       check; exit 1 on a finding, 2 on bad input
 *   node scripts/audit-deps.mjs --import-npm-audit f  merge `npm audit --json` output (made on a machine
 *                                                     with network) into the advisory list, mark it reviewed today
 *
 * Options: --lockfile <path> --advisories <path> --level low|moderate|high|critical (default moderate)
 *          --max-age-days <n> (default 90: older lists warn, never fail) --today YYYY-MM-DD (tests)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'

const SEVERITIES = ['low', 'moderate', 'high', 'critical']
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000
const root = fileURLToPath(new URL('..', import.meta.url))

class InputError extends Error {}

function parseArgs(argv) {
  const opts = {
    lockfile: join(root, 'package-lock.json'),
    advisories: join(root, 'config/advisories.json'),
    level: 'moderate',
    maxAgeDays: 90,
    today: new Date().toISOString().slice(0, 10),
    importNpmAudit: null,
  }
  const names = {
    '--lockfile': 'lockfile',
    '--advisories': 'advisories',
    '--level': 'level',
    '--max-age-days': 'maxAgeDays',
    '--today': 'today',
    '--import-npm-audit': 'importNpmAudit',
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s)
    const key = names[flag]
    if (!key) throw new InputError(`unknown option ${argv[i]} (see the comment at the top of scripts/audit-deps.mjs)`)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new InputError(`${flag} needs a value`)
    opts[key] = value
  }
  if (!SEVERITIES.includes(opts.level)) throw new InputError(`--level must be one of ${SEVERITIES.join(', ')}`)
  opts.maxAgeDays = Number(opts.maxAgeDays)
  if (!Number.isFinite(opts.maxAgeDays) || opts.maxAgeDays < 0)
    throw new InputError('--max-age-days must be a number >= 0')
  if (!isDate(opts.today)) throw new InputError('--today must be a date YYYY-MM-DD')
  opts.lockfile = resolve(opts.lockfile)
  opts.advisories = resolve(opts.advisories)
  return opts
}

function isDate(value) {
  return (
    typeof value === 'string' &&
    DATE_RE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  )
}

function readJson(file, what) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new InputError(`cannot read the ${what} ${file}: ${error.message}`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new InputError(`the ${what} ${file} is not valid JSON: ${error.message}`)
  }
}

/** Every installed package: { name, version, path } from the lockfile's `packages` map. */
export function lockedPackages(lock, file = 'package-lock.json') {
  if (
    !lock ||
    typeof lock !== 'object' ||
    typeof lock.packages !== 'object' ||
    lock.packages === null ||
    !(lock.lockfileVersion >= 2)
  ) {
    throw new InputError(`${file} has no lockfileVersion >= 2 "packages" map (run npm install with npm 7 or later)`)
  }
  const out = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || !path.includes('node_modules/') || entry?.link) continue // the root, workspaces and links have no registry version
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const version = semver.valid(entry.version)
    if (version) out.push({ name, version, path })
  }
  return out
}

/** Checks the advisory file's shape; returns a list of problems (empty when it is usable). */
export function validateAdvisories(data) {
  const problems = []
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return ['the file must hold one JSON object with "reviewedOn", "advisories" and "allowlist"']
  if (!isDate(data.reviewedOn))
    problems.push(
      '"reviewedOn" must be the date the list was last checked against a full advisory database (YYYY-MM-DD)',
    )
  if (!Array.isArray(data.advisories)) problems.push('"advisories" must be an array')
  if (data.allowlist !== undefined && !Array.isArray(data.allowlist)) problems.push('"allowlist" must be an array')
  const seen = new Set()
  for (const [i, a] of (Array.isArray(data.advisories) ? data.advisories : []).entries()) {
    const where = `advisories[${i}]${a && typeof a.id === 'string' ? ` (${a.id})` : ''}`
    if (!a || typeof a !== 'object') {
      problems.push(`${where} must be an object`)
      continue
    }
    if (
      typeof a.id !== 'string' ||
      !/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|CVE-\d{4}-\d{4,}|MAL-\d{4}-\d+)$/i.test(a.id)
    )
      problems.push(`${where}: "id" must be a GHSA, CVE or MAL id`)
    if (typeof a.package !== 'string' || !/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(a.package))
      problems.push(`${where}: "package" must be an npm package name`)
    if (seen.has(`${a.id}|${a.package}`)) problems.push(`${where}: listed twice for ${a.package}`)
    seen.add(`${a.id}|${a.package}`)
    if (!SEVERITIES.includes(a.severity)) problems.push(`${where}: "severity" must be one of ${SEVERITIES.join(', ')}`)
    if (typeof a.summary !== 'string' || !a.summary.trim()) problems.push(`${where}: "summary" is required`)
    if (!isDate(a.reviewedOn)) problems.push(`${where}: "reviewedOn" must be a date YYYY-MM-DD`)
    if (!Array.isArray(a.affected) || a.affected.length === 0) {
      problems.push(`${where}: "affected" must be a non-empty array of { "range", "fixed" }`)
      continue
    }
    for (const [j, r] of a.affected.entries()) {
      if (!r || typeof r.range !== 'string' || !r.range.trim() || semver.validRange(r.range) === null)
        problems.push(`${where}: affected[${j}].range is not a semver range: ${JSON.stringify(r?.range)}`)
      else if (
        r.fixed != null &&
        (!semver.valid(r.fixed) || semver.satisfies(r.fixed, r.range, { includePrerelease: true }))
      ) {
        problems.push(
          `${where}: affected[${j}].fixed must be a version outside its range, or null when there is no fix`,
        )
      }
    }
  }
  for (const [i, x] of (Array.isArray(data.allowlist) ? data.allowlist : []).entries()) {
    const where = `allowlist[${i}]`
    if (!x || typeof x !== 'object') {
      problems.push(`${where} must be an object`)
      continue
    }
    if (typeof x.id !== 'string' || !x.id.trim()) problems.push(`${where}: "id" (the advisory id) is required`)
    if (x.package !== undefined && typeof x.package !== 'string')
      problems.push(`${where}: "package" must be a package name`)
    if (typeof x.reason !== 'string' || x.reason.trim().length < 10)
      problems.push(`${where}: "reason" must say why the finding is accepted`)
    if (!isDate(x.expires)) problems.push(`${where}: "expires" must be a date YYYY-MM-DD (an acceptance always ends)`)
  }
  return problems
}

/**
 * Matches advisories against installed packages. Returns { findings, accepted, ignored, staleAllowlist }:
 * findings fail the check; accepted are allowlisted until their expiry; ignored are below `level`.
 */
export function audit(packages, data, { level = 'moderate', today }) {
  const threshold = SEVERITIES.indexOf(level)
  const byName = new Map()
  for (const a of data.advisories) byName.set(a.package, [...(byName.get(a.package) ?? []), a])
  const allowlist = (data.allowlist ?? []).map((entry) => ({ ...entry, used: false }))
  const findings = []
  const accepted = []
  const ignored = []
  for (const pkg of packages) {
    for (const advisory of byName.get(pkg.name) ?? []) {
      const hit = advisory.affected.find((r) => semver.satisfies(pkg.version, r.range, { includePrerelease: true }))
      if (!hit) continue
      const finding = {
        ...pkg,
        id: advisory.id,
        severity: advisory.severity,
        summary: advisory.summary,
        range: hit.range,
        fixed: hit.fixed ?? null,
        url: advisory.url ?? null,
      }
      if (SEVERITIES.indexOf(advisory.severity) < threshold) {
        ignored.push(finding)
        continue
      }
      const allow = allowlist.find(
        (x) => x.id.toLowerCase() === advisory.id.toLowerCase() && (x.package === undefined || x.package === pkg.name),
      )
      if (allow) allow.used = true
      if (allow && today <= allow.expires) accepted.push({ ...finding, reason: allow.reason, expires: allow.expires })
      else findings.push(allow ? { ...finding, expired: allow.expires } : finding)
    }
  }
  const staleAllowlist = allowlist.filter((x) => !x.used)
  return { findings, accepted, ignored, staleAllowlist }
}

export function ageInDays(reviewedOn, today) {
  return Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${reviewedOn}T00:00:00Z`)) / DAY_MS)
}

/** Merges `npm audit --json` (npm 7+) output into the advisory list; returns { data, added, updated }. */
export function importNpmAudit(data, report, today) {
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    throw new InputError(
      'the npm audit file has no "vulnerabilities" object: make it with `npm audit --json` (npm 7 or later)',
    )
  }
  const added = []
  const updated = []
  const advisories = [...data.advisories]
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !via.url || !via.name || !via.range) continue // a string `via` names another vulnerable package
      const id = (via.url.match(/GHSA(-[\w]{4}){3}/i)?.[0] ?? '').replace(/^ghsa/i, 'GHSA')
      if (!id) continue
      if (semver.validRange(via.range) === null)
        throw new InputError(`npm audit reports ${id} for ${via.name} with a range semver cannot read: ${via.range}`)
      const severity = SEVERITIES.includes(via.severity) ? via.severity : 'moderate'
      const at = advisories.findIndex((a) => a.id.toLowerCase() === id.toLowerCase() && a.package === via.name)
      const old = advisories[at]
      // npm reports the whole affected range without fixed versions: split it, and keep a fixed version
      // written here before for any part whose range is unchanged
      const known = new Map((old?.affected ?? []).map((r) => [semver.validRange(r.range), r.fixed ?? null]))
      const affected = via.range
        .split('||')
        .map((part) => ({ range: part.trim(), fixed: known.get(semver.validRange(part.trim())) ?? null }))
      if (!old) {
        advisories.push({
          id,
          package: via.name,
          severity,
          summary: via.title ?? id,
          affected,
          url: via.url,
          reviewedOn: today,
          source: 'npm audit',
        })
        added.push(`${id} ${via.name}`)
      } else if (
        semver.validRange(old.affected.map((r) => r.range).join(' || ')) !== semver.validRange(via.range) ||
        old.severity !== severity
      ) {
        advisories[at] = { ...old, severity, affected, reviewedOn: today }
        updated.push(`${id} ${via.name}`)
      } else advisories[at] = { ...old, reviewedOn: today }
    }
  }
  advisories.sort((a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id))
  return { data: { ...data, reviewedOn: today, advisories }, added, updated }
}

function describe(f) {
  const fix = f.fixed ? `fixed in ${f.fixed}` : 'no fixed version recorded'
  return `${f.name}@${f.version}  ${f.path}\n    ${f.id} (${f.severity}) ${f.summary}\n    affected ${f.range}, ${fix}${f.url ? `  ${f.url}` : ''}`
}

export function main(argv = process.argv.slice(2), log = console.log, warn = console.error) {
  try {
    const opts = parseArgs(argv)
    const data = readJson(opts.advisories, 'advisory list')
    const problems = validateAdvisories(data)
    if (problems.length)
      throw new InputError(`the advisory list ${opts.advisories} is malformed:\n  ${problems.join('\n  ')}`)

    if (opts.importNpmAudit) {
      const result = importNpmAudit(data, readJson(resolve(opts.importNpmAudit), 'npm audit report'), opts.today)
      writeFileSync(opts.advisories, `${JSON.stringify(result.data, null, 2)}\n`)
      log(
        `audit-deps: imported ${result.added.length} new and ${result.updated.length} changed advisories; list marked reviewed on ${opts.today}`,
      )
      for (const line of result.added) log(`  added   ${line}`)
      for (const line of result.updated) log(`  changed ${line}`)
      return 0
    }

    const packages = lockedPackages(readJson(opts.lockfile, 'lockfile'), opts.lockfile)
    const { findings, accepted, ignored, staleAllowlist } = audit(packages, data, {
      level: opts.level,
      today: opts.today,
    })
    const age = ageInDays(data.reviewedOn, opts.today)
    const ageText = `advisory list reviewed ${data.reviewedOn} (${age} day${age === 1 ? '' : 's'} ago)`
    for (const a of accepted)
      warn(
        `audit-deps: accepted until ${a.expires}: ${a.name}@${a.version} ${a.id} (${a.severity}) at ${a.path} - ${a.reason}`,
      )
    for (const x of staleAllowlist)
      warn(
        `audit-deps: allowlist entry ${x.id}${x.package ? ` (${x.package})` : ''} matches nothing any more: remove it`,
      )
    if (age > opts.maxAgeDays) {
      warn(
        `audit-deps: WARNING the advisory list is ${age} days old (limit ${opts.maxAgeDays}): refresh it on a machine with network (docs/decisions/0012-offline-dependency-audit.md)`,
      )
    }
    if (findings.length) {
      warn(
        `audit-deps: ${findings.length} finding${findings.length === 1 ? '' : 's'} at severity ${opts.level} or higher:`,
      )
      for (const f of findings)
        warn(
          `  ${describe(f)}${f.expired ? `\n    (allowlisted until ${f.expired}: that acceptance has expired)` : ''}`,
        )
      warn(
        'Upgrade the package (or the dependency that pulls it in), or accept it in config/advisories.json "allowlist" with a reason and an expiry date.',
      )
      warn(
        `audit-deps: FAILED - ${packages.length} packages checked against ${data.advisories.length} advisories; ${ageText}`,
      )
      return 1
    }
    const extra = [
      accepted.length ? `${accepted.length} accepted` : '',
      ignored.length ? `${ignored.length} below ${opts.level} ignored` : '',
    ]
      .filter(Boolean)
      .join(', ')
    log(
      `audit-deps: ok - ${packages.length} packages checked against ${data.advisories.length} advisories, no findings${extra ? ` (${extra})` : ''}; ${ageText}`,
    )
    return 0
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    warn(`audit-deps: ERROR ${error.message}`)
    return 2
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main())
