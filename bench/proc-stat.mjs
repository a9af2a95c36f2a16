import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat times. */
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100

/**
 * CPU time (ms, user + system) the processes `pids` have used so far; a process that ended counts 0.
 * The fields after the command name (which may hold spaces) in parentheses: utime is the 14th, stime the 15th.
 */
export function cpuMs(pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {}
  }
  return (ticks * 1000) / CLK_TCK
}

/** The q-quantile of `xs` (nearest rank), null for none. */
export function quantile(xs, q) {
  if (!xs.length) return null
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]
}
