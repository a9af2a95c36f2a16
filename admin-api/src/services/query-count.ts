/**
 * The number of D1 statements a request prepares, answered as `Server-Timing: db;desc="N queries"`
 * (issue 31 point 6): `npm run bench` and bench/admin-endpoints.mjs print it per endpoint, so
 * a query per row (N+1) shows as a number rather than as a slow page.
 */
export interface QueryTally {
  queries: number
}

/** `db` with `prepare` (and each statement of `batch`) counted into `tally`; everything else as it is. */
export function countingDb(db: D1Database, tally: QueryTally): D1Database {
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key)
      if (key === 'prepare') {
        return (sql: string) => {
          tally.queries++
          return target.prepare(sql)
        }
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

export const queriesHeader = (tally: QueryTally) => `db;desc="${tally.queries} queries"`
